import type { Meta, StoryObj } from '@storybook/react-vite'
import { SignInDialog } from './sign-in-dialog'
import { withQueryClient } from '../../../../.storybook/with-query-client'

/** Each step of the landing page's login dialog (docs/product/screens-and-routes.md#landing-dialogs). */
const meta = {
  title: 'Auth/Sign-in dialog',
  component: SignInDialog,
  decorators: [withQueryClient],
  args: { onSignUp: () => {}, onClose: () => {} },
} satisfies Meta<typeof SignInDialog>

export default meta
type Story = StoryObj<typeof meta>

const email = 'maria.santos@bayanihantech.ph'

export const Login: Story = {}
export const LoginWithEmailKept: Story = { args: { initialStep: { name: 'login', email } } }
export const TwoFactorCode: Story = {
  args: {
    initialStep: {
      name: 'two-factor',
      email,
      userId: 2,
      message: 'Enter the 6-digit code from your authenticator app.',
    },
  },
}
export const ForgotPassword: Story = { args: { initialStep: { name: 'forgot', email } } }
/** Right after a code went out: 'Resend code' waits 120 s. */
export const ResetCode: Story = { args: { initialStep: { name: 'reset-code', email } } }
export const NewPassword: Story = { args: { initialStep: { name: 'new-password', email, token: 'story-token' } } }
