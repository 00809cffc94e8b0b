import type { Meta, StoryObj } from '@storybook/react-vite'
import { Field } from './field'
import { FieldErrors } from './form'
import { Input } from './input'
import { PasswordInput } from './password-input'

const meta = {
  title: 'UI/Field',
  component: Field,
  args: { label: 'Email', name: 'email', children: <Input type="email" autoComplete="email" /> },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithHint: Story = {
  args: {
    label: 'Password',
    name: 'password',
    hint: 'At least 8 characters; 15 or more is safer.',
    children: <PasswordInput autoComplete="new-password" />,
  },
}

export const OneError: Story = { args: { errors: ['The email has already been taken.'] } }

/** Password rules can fail together; they show as a numbered list. */
export const SeveralErrors: Story = {
  args: {
    label: 'Password',
    name: 'password',
    children: <PasswordInput autoComplete="new-password" />,
    errors: ['The password must be at least 8 characters.', 'This password is too common.'],
  },
}

export const ErrorsWithoutAField: Story = {
  render: () => <FieldErrors errors={['Something went wrong.']} />,
}
