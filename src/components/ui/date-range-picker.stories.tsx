import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker'
import { aprilHolidays, aprilTakenDates } from './testing/calendar-fixtures'
import { StoryField } from './testing/story-field'

function Controlled(props: DateRangePickerProps) {
  const [value, setValue] = useState(props.value)
  return <DateRangePicker {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  args: { value: { from: '', to: '' }, onChange: () => {}, 'aria-label': 'Leave dates' },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DateRangePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { value: { from: '2026-04-06', to: '2026-04-08' } } }
export const OneDay: Story = { args: { value: { from: '2026-04-10', to: '2026-04-10' } } }
export const Disabled: Story = { args: { value: { from: '2026-04-06', to: '2026-04-08' }, disabled: true } }

export const InAFieldWithAnError: Story = {
  render: (args) => (
    <StoryField label="Leave dates" id="leave_dates" messages={['The end date must be on or after the start date.']}>
      <Controlled {...args} aria-label={undefined} />
    </StoryField>
  ),
}

/** The leave form: Holy Week holidays named, the employee's leave refused, weekends allowed inside a range. */
export const OpenWithHolidaysAndTakenDates: Story = {
  args: {
    value: { from: '2026-04-06', to: '2026-04-08' },
    holidays: aprilHolidays,
    takenDates: aprilTakenDates,
    disableTaken: true,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Leave dates' }))
  },
}
