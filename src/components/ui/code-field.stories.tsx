import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { CodeField, type CodeFieldProps } from './code-field'

function Controlled(props: CodeFieldProps) {
  const [value, setValue] = useState(props.value)
  return <CodeField {...props} value={value} onChange={setValue} />
}

const meta = {
  title: 'UI/CodeField',
  component: CodeField,
  args: { name: 'reset-code', label: 'Reset code', value: '', onChange: () => {}, errors: [] },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CodeField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
/** The authenticator app's code, as two-factor asks for it. */
export const AuthenticatorCode: Story = { args: { name: 'enable-code', label: 'Code from your authenticator app' } }
export const WithError: Story = { args: { value: '123456', errors: ['The code is invalid or has expired.'] } }
export const Disabled: Story = { args: { value: '123456', disabled: true } }
