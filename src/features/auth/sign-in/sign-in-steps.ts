/** Where the sign-in dialog is (docs/product/screens-and-routes.md#landing-dialogs), with what each step needs. */
export type SignInStep =
  | { name: 'login'; email: string }
  | { name: 'two-factor'; email: string; userId: number; message: string }
  | { name: 'forgot'; email: string }
  | { name: 'reset-code'; email: string }
  | { name: 'new-password'; email: string; token: string }

/** Each step's title and description: the dialog is named after its current step. */
export function describeStep(step: SignInStep): { title: string; description: string } {
  switch (step.name) {
    case 'login':
      return { title: 'Log in', description: 'Welcome back. Log in with your work e-mail address and password.' }
    case 'two-factor':
      return { title: 'Two-Factor Authentication', description: step.message }
    case 'forgot':
      return {
        title: 'Forgot password',
        description: 'Enter your e-mail address and we will send you a code to reset your password.',
      }
    case 'reset-code':
      return {
        title: 'Enter the reset code',
        description: `We sent a 6-digit code to ${step.email}. It expires in 10 minutes.`,
      }
    case 'new-password':
      return { title: 'Reset password', description: `Choose a new password for ${step.email}.` }
  }
}

/** The password reset steps' success messages share one toast (notify's `flow`). */
export const PASSWORD_RESET_FLOW = 'password-reset'
