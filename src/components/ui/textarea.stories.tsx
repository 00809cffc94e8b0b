import type { Meta, StoryObj } from '@storybook/react-vite'
import { Textarea } from './textarea'
import { StoryField } from './testing/story-field'

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
    <StoryField
      label="Complete address"
      id="complete_address"
      description="House number, street, barangay, city"
      messages={['The complete address field is required.']}
    >
      <Textarea />
    </StoryField>
  ),
}
