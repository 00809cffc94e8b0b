import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { MobileNumberInput, type MobileNumberInputProps } from './mobile-number-input'
import { StoryField } from '@/components/ui/testing/story-field'

function Controlled(props: MobileNumberInputProps) {
  const [value, setValue] = useState(props.value)
  return <MobileNumberInput {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'UI/MobileNumberInput',
  component: MobileNumberInput,
  args: { value: '', onChange: () => {}, 'aria-label': 'Contact number' },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MobileNumberInput>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { value: '+639171234567' } }
export const Disabled: Story = { args: { value: '+639171234567', disabled: true } }

export const InAFieldWithAnError: Story = {
  render: (args) => (
    <StoryField
      label="Contact number"
      id="contact_no"
      description="We text you about your requests."
      messages={['Enter a Philippine mobile number: +63 9XX XXX XXXX.']}
    >
      <Controlled {...args} aria-label={undefined} value="+6391712" />
    </StoryField>
  ),
}
