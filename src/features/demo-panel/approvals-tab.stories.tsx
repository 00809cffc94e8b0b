import type { Meta, StoryObj } from '@storybook/react-vite'
import type { User } from '@contract/user'
import { personas } from '@mocks/seed/personas'
import { ApprovalsTab } from './approvals-tab'
import type { DemoSession } from './demo-session'
import { fakeApprovalControls, sampleAwaiting } from './fake-approval-controls'

// The Approvals tab of the demo panel alone, over canned control answers (no service worker here).
const maria = { full_name: personas.regular.full_name, email: personas.regular.email } as User

const session = (user: User | null): DemoSession => ({
  currentUser: () => user,
  subscribe: () => () => {},
  signIn: () => {},
  signOut: () => {},
})

const meta = {
  title: 'Demo/Demo panel/Approvals tab',
  component: ApprovalsTab,
  decorators: [
    (Story) => (
      <div className="w-96 rounded-lg border border-slate-200 bg-white p-3">
        <Story />
      </div>
    ),
  ],
  args: { controls: fakeApprovalControls(sampleAwaiting), session: session(maria) },
} satisfies Meta<typeof ApprovalsTab>

export default meta
type Story = StoryObj<typeof meta>

/** Pending requests and cancellations of both kinds; a decision takes the request off the list. */
export const AwaitingDecisions: Story = {}

export const NothingAwaiting: Story = { args: { controls: fakeApprovalControls([]) } }

/** The mock refuses a decision (the request was decided in another tab meanwhile): the alert says why. */
export const DecisionRefused: Story = {
  args: {
    controls: fakeApprovalControls(sampleAwaiting, 'This leave request is approved, so it cannot be approved.'),
  },
}

export const SignedOut: Story = { args: { session: session(null) } }
