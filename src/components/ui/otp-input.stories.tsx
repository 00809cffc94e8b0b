import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { OtpInput, type OtpInputProps } from './otp-input'

function Controlled(props: OtpInputProps) {
  const [value, setValue] = useState(props.value)
  return <OtpInput {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'UI/OtpInput',
  component: OtpInput,
  args: { value: '', onChange: () => {}, 'aria-label': 'Verification code' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OtpInput>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const PartlyFilled: Story = { args: { value: '123' } }
export const Invalid: Story = { args: { value: '123456', 'aria-invalid': true } }
export const Disabled: Story = { args: { value: '123456', disabled: true } }
