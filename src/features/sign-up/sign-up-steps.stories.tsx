import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactElement, type ReactNode } from 'react'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { now } from '@/lib/clock'
import { AdminStep } from './admin-step'
import { CodeStep } from './code-step'
import { CompanyStep } from './company-step'
import { DoneStep } from './done-step'
import { EmailStep } from './email-step'
import { SignUpDialog } from './sign-up-dialog'

// Storybook runs no mock backend: a submit shows the client's network error toast. The steps are
// shown as they render; the journey itself is in sign-up-dialog.test.tsx and e2e/sign-up.spec.ts.
function InDialog({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }))
  return (
    <QueryClientProvider client={queryClient}>
      <Dialog open>
        <DialogContent>{children}</DialogContent>
      </Dialog>
    </QueryClientProvider>
  )
}

const inDialog: Decorator = (Story) => (
  <InDialog>
    <Story />
  </InDialog>
)

const meta = {
  title: 'Sign-up/Steps',
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** A step alone, in the open dialog it lives in. */
const step = (render: () => ReactElement): Story => ({ decorators: [inDialog], render })

const email = 'andrea@sarisari.ph'
const nothing = () => {}

export const Email = step(() => <EmailStep onCodeSent={nothing} onLogin={nothing} />)

export const EmailAfterChangeEmail = step(() => (
  <EmailStep defaultEmail={email} defaultAgreed onCodeSent={nothing} onLogin={nothing} />
))

export const Code = step(() => (
  <CodeStep
    email={email}
    resendAt={now() + 60_000}

    onVerified={nothing}
    onChangeEmail={nothing}
  />
))

export const CodeReadyToResend = step(() => (
  <CodeStep email={email} resendAt={now()} onVerified={nothing} onChangeEmail={nothing} />
))

export const AdminDetails = step(() => <AdminStep email={email} signupToken="story" onRegistered={nothing} />)

export const BusinessDetails = step(() => <CompanyStep adminId={1} signupToken="story" onRegistered={nothing} />)

export const FinalMessage = step(() => <DoneStep onClose={nothing} />)

/** The whole dialog, as the landing page opens it. */
export const WholeDialog: Story = {
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <Story />
      </QueryClientProvider>
    ),
  ],
  render: () => <SignUpDialog onLogin={nothing} onClose={nothing} />,
}
