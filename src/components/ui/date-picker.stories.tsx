import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { DatePicker, type DatePickerProps } from './date-picker'
import { aprilHolidays, aprilTakenDates } from './testing/calendar-fixtures'
import { StoryField } from './testing/story-field'

function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState(props.value)
  return <DatePicker {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { value: '', onChange: () => {}, 'aria-label': 'Start date' },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { value: '2026-04-08' } }
export const Disabled: Story = { args: { value: '2026-04-08', disabled: true } }

export const InAFieldWithAnError: Story = {
  render: (args) => (
    <StoryField label="Start date" id="date_started" messages={['These dates overlap your approved leave.']}>
      <Controlled {...args} aria-label={undefined} value="2026-04-14" />
    </StoryField>
  ),
}

/** Open on Holy Week: holidays named in the legend, the employee's leave shown apart and refused. */
export const OpenWithHolidaysAndTakenDates: Story = {
  args: {
    value: '2026-04-08',
    holidays: aprilHolidays,
    takenDates: aprilTakenDates,
    disableTaken: true,
    disableWeekends: true,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Start date' }))
  },
}

/** A birthdate: month and year lists, bounded to working ages. */
export const Birthdate: Story = {
  args: {
    'aria-label': 'Birthdate',
    value: '1990-03-08',
    captionLayout: 'dropdown',
    min: '1926-01-01',
    max: '2011-12-31',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Birthdate' }))
  },
}

/** An optional date (a training's end) can be cleared. */
export const Clearable: Story = {
  args: { 'aria-label': 'Training end date', value: '2026-04-24', clearable: true },
}
