import type { Meta, StoryObj } from '@storybook/react-vite'
import { withQueryClient } from '../../../.storybook/with-query-client'
import { StepUpDialog } from './step-up-dialog'

/** The fresh proof a sensitive change asks for: the app's code, or the password instead. */
const meta = {
  title: 'Account/Step-up dialog',
  component: StepUpDialog,
  decorators: [withQueryClient],
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Make new recovery codes',
    description:
      'Your current recovery codes will stop working. Confirm it is you with a code from your authenticator app or your password.',
    confirmLabel: 'Make new codes',
    pending: false,
    onConfirm: () => new Promise((resolve) => setTimeout(resolve, 1500)),
  },
} satisfies Meta<typeof StepUpDialog>

export default meta
type Story = StoryObj<typeof meta>

export const MakeNewRecoveryCodes: Story = {}

/** A person without two-factor: the password is the one proof they can give. */
export const PasswordOnly: Story = {
  args: {
    title: 'Ask for a copy of your data',
    description: 'Your copy holds everything the company keeps about you. Confirm it is you with your password.',
    confirmLabel: 'Ask for my copy',
    withCode: false,
  },
}

export const TurnOff: Story = {
  args: {
    title: 'Turn off two-factor authentication?',
    description:
      'Logging in will need only your password, and your recovery codes will stop working. Confirm it is you with a code from your authenticator app or your password.',
    confirmLabel: 'Turn off',
    confirmColor: 'red',
  },
}
