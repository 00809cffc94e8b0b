import type { Meta, StoryObj } from '@storybook/react-vite'
import { PasswordChangeFields } from './password-change-fields'

const registration = (name: string) => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} })

/** The fields of every password change: Account Settings and onboarding's last step. */
const meta = {
  title: 'Account/PasswordChangeFields',
  component: PasswordChangeFields,
  decorators: [
    (Story) => (
      <div className="flex max-w-md flex-col gap-4 p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    email: 'maria.santos@bayanihantech.ph',
    current: { registration: registration('current_password'), errors: [] },
    next: { registration: registration('password'), errors: [] },
    confirmation: { registration: registration('password_confirmation'), errors: [] },
  },
} satisfies Meta<typeof PasswordChangeFields>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** Several rules failed at once: a numbered list under the field. */
export const WithErrors: Story = {
  args: {
    current: { registration: registration('current_password'), errors: ['The current password is incorrect.'] },
    next: {
      registration: registration('password'),
      errors: ['The password field must be at least 8 characters.', 'The password must not start or end with a space.'],
    },
    confirmation: {
      registration: registration('password_confirmation'),
      errors: ['The password confirmation does not match.'],
    },
  },
}
