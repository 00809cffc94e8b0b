import type { Meta, StoryObj } from '@storybook/react-vite'
import { Field } from './field'
import { Textarea } from './textarea'

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Reason', placeholder: 'Tell your approver why you need the leave.' },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = {
  args: { defaultValue: "My daughter's school graduation in Cebu.\nI will be back on Monday." },
}
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '' } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Filed before the cut-off.' } }

export const InAField: Story = {
  render: () => (
    <Field
      label="Complete address"
      name="complete_address"
      hint="House number, street, barangay, city"
      errors={['The complete address field is required.']}
    >
      <Textarea />
    </Field>
  ),
}
