import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '@/components/ui/button'
import { withQueryClient } from '../../../../.storybook/with-query-client'
import { ForgotPasswordPage } from './forgot-password-page'
import { ResetPasswordPage } from './reset-password-page'
import { SuccessDialog } from './success-dialog'
import { VerificationPage } from './verification-page'

/** The public pages of docs/product/screens-and-routes.md#public-routes that finish a sign-in or a password reset. */
const meta = {
  title: 'Pages/Sign-in pages',
  decorators: [withQueryClient],
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const noop = () => {}

export const Verification: Story = { render: () => <VerificationPage userId={2} onCancel={noop} /> }

export const ForgotPassword: Story = { render: () => <ForgotPasswordPage /> }

export const ForgotPasswordSuccess: Story = {
  render: () => (
    <SuccessDialog
      message="If an account exists for this address, we have e-mailed it a code to reset the password."
      onClose={noop}
    >
      <Button href="/" color="blue">
        Login
      </Button>
    </SuccessDialog>
  ),
}

export const ResetPassword: Story = {
  render: () => (
    <ResetPasswordPage
      email="maria.santos@bayanihantech.ph"
      token="story-token"
      onTwoFactor={noop}
      onForgotPassword={noop}
    />
  ),
}

/** A link cut short by the mail program: no token in the address. */
export const ResetPasswordIncompleteLink: Story = {
  render: () => (
    <ResetPasswordPage
      email="maria.santos@bayanihantech.ph"
      token={undefined}
      onTwoFactor={noop}
      onForgotPassword={noop}
    />
  ),
}
