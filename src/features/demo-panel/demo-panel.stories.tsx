import type { Meta, StoryObj } from '@storybook/react-vite'
import type { User } from '@contract/user'
import { DEMO_PASSWORD, personas } from '@mocks/seed/personas'
import { DemoPanel } from './demo-panel'
import type { DemoSession } from './demo-session'
import { fakeApprovalControls, sampleAwaiting } from './fake-approval-controls'
import type { MockControls, OutboxEmail } from './mock-controls'

// Canned answers in place of the mock's control routes, so the panel renders without a service worker.
// Signing in as a persona still calls the API, which Storybook has not got: it shows the failure.
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const outbox: OutboxEmail[] = [
  {
    id: 1,
    to: personas.regular.email,
    subject: 'New sign-in to your Empleo account',
    text: 'Your Empleo account was signed in to at 09:02 (UTC).',
    code: null,
    created_at: minutesAgo(12),
    link: null,
  },
  {
    id: 2,
    to: 'juan.delacruz@example.ph',
    subject: 'Your Empleo verification code',
    text: 'Your verification code is 204816.',
    code: '204816',
    created_at: minutesAgo(3),
    link: null,
  },
  {
    id: 3,
    to: personas.regular.email,
    subject: 'Your Empleo password reset code',
    text: 'Your password reset code is 731205.',
    code: '731205',
    created_at: minutesAgo(1),
    link: null,
  },
]

let offsetMs = 60 * 60_000
const reading = () => ({ now: new Date(Date.now() + offsetMs).toISOString(), manila_date: '', offset_ms: offsetMs })

const fakeControls: MockControls = {
  outbox: async () => outbox,
  clock: async () => reading(),
  advanceClock: async (ms) => {
    offsetMs += ms
    return reading()
  },
  resetClock: async () => {
    offsetMs = 0
    return reading()
  },
  personas: async () =>
    Object.entries(personas).map(([key, persona], index) => ({
      key,
      label: persona.label,
      full_name: persona.full_name,
      email: persona.email,
      password: DEMO_PASSWORD,
      user_id: index + 1,
      totp_secret: null,
      totp_code: null,
    })),
  totpCode: async () => '000000',
  pendingCompanies: async () => [
    {
      id: 2,
      name: 'Sampaguita Bakeshop Co.',
      created_at: minutesAgo(600),
      admin_emails: [personas.pendingOwner.email],
      link: null,
    },
  ],
  activateCompany: async () => ({ id: 2, name: 'Sampaguita Bakeshop Co.', status: 'active' as const }),
  expireTokens: async () => ({ sessions_expired: 1 }),
  deactivateUser: async () => ({ user_id: 1, sessions_ended: 1 }),
  flagPasswordReset: async () => ({ user_id: 1, sessions_ended: 1 }),
  publishPayslip: async () => {
    throw new Error('Stories publish no payslips.')
  },
  separateEmployee: async (email: string, lastDay: string) => ({ email, separated_on: lastDay }),
  openLatestPayslip: async () => ({ by: 'Carmela Aquino', period: '1 Nov 2026 to 15 Nov 2026' }),
  openLatestAttachment: async () => ({
    by: 'Carmela Aquino',
    request: `${sampleAwaiting[0]!.kind} request #${sampleAwaiting[0]!.id}`,
  }),
  publishPrivacyNotice: async () => ({ version: 2, published_at: minutesAgo(0), summary: [] }),
  teamMood: async () => ({ week_start: '2026-11-23', answers: 12, average: 3.8 }),
  reset: async () => null,
  network: async () => ({ offline: false, next_failure: null }),
  setOffline: async (on) => ({ offline: on, next_failure: null }),
  failNext: async () => null,
  ...fakeApprovalControls(sampleAwaiting),
}

const maria = { full_name: personas.regular.full_name, email: personas.regular.email } as User

const session = (user: User | null): DemoSession => ({
  currentUser: () => user,
  subscribe: () => () => {},
  signIn: () => {},
  signOut: () => {},
})

const meta = {
  title: 'Demo/Demo panel',
  component: DemoPanel,
  parameters: { layout: 'fullscreen' },
  args: { controls: fakeControls, session: session(maria), reload: () => {}, defaultOpen: true },
} satisfies Meta<typeof DemoPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Open on the inbox: codes large, newest first. The tabs show the personas, server events and clock. */
export const Open: Story = {}

export const SignedOut: Story = { args: { session: session(null) } }

/** Collapsed: the small button pinned to the bottom-right corner. */
export const Collapsed: Story = { args: { defaultOpen: false } }
