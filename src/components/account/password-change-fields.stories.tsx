import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { PasswordChangeFields } from './password-change-fields'

type Errors = { current_password?: string[]; password?: string[]; password_confirmation?: string[] }

/** The fields in a form of their own; `errors` play the server's 422. */
function PasswordChangeForm({ email, errors }: { email: string; errors: Errors }) {
  const form = useForm({ defaultValues: { current_password: '', password: '', password_confirmation: '' } })
  const { setError } = form
  useEffect(() => {
    for (const [name, messages] of Object.entries(errors) as [keyof Errors, string[]][])
      setError(name, { type: 'server', message: messages[0], types: { server: messages } })
  }, [errors, setError])
  return (
    <PasswordChangeFields
      email={email}
      control={form.control}
      names={{ current: 'current_password', next: 'password', confirmation: 'password_confirmation' }}
    />
  )
}

/** The fields of every password change: Account Settings and onboarding's last step. */
const meta = {
  title: 'Account/PasswordChangeFields',
  component: PasswordChangeForm,
  decorators: [
    (Story) => (
      <div className="flex max-w-md flex-col gap-4 p-4">
        <Story />
      </div>
    ),
  ],
  args: { email: 'maria.santos@bayanihantech.ph', errors: {} },
} satisfies Meta<typeof PasswordChangeForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** Several rules failed at once: a numbered list under the field. */
export const WithErrors: Story = {
  args: {
    errors: {
      current_password: ['The current password is incorrect.'],
      password: [
        'The password field must be at least 8 characters.',
        'The password must not start or end with a space.',
      ],
      password_confirmation: ['The password confirmation does not match.'],
    },
  },
}
