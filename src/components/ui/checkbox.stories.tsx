import type { Meta, StoryObj } from '@storybook/react-vite'
import { Checkbox } from './checkbox'
import { StoryField } from './testing/story-field'

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { id: 'notify' },
  render: (args) => (
    <div className="flex items-center gap-2 text-sm text-ink">
      <Checkbox {...args} />
      <label htmlFor={args.id}>E-mail me when a request changes</label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {}
export const Checked: Story = { args: { defaultChecked: true } }
export const Indeterminate: Story = { args: { checked: 'indeterminate' } }
export const Invalid: Story = { args: { 'aria-invalid': true } }
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } }

export const InAField: Story = {
  render: () => (
    <StoryField label="Data privacy consent" id="consent" messages={['Please tick the box.']}>
      <Checkbox />
    </StoryField>
  ),
}
