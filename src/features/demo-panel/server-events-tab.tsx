import { useCallback, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { formatDate, formatDateRange } from '@/lib/dates'
import type { DemoSession } from './demo-session'
import type { MockControls } from './mock-controls'
import { NetworkSection } from './network-section'
import { OutcomeLine } from './outcome-line'
import { useAction } from './use-action'
import { usePolled } from './use-polled'

// A company signed up in another tab shows up while this tab is open.
const PENDING_POLL_MS = 5_000

// A change made here is the server's own: every tab's screens ask the server again at once (mocks/tabs).
const NOTICED_AT_ONCE = 'The app asks the server again at once and notices it.'

// HR's reads show on the person's privacy pages (docs/product/privacy.md#access-log).
const ACCESS_LOGGED = 'It is in "Who saw my data" and "What the company holds".'

/** What the provider, an administrator, HR, time or the network does, outside the employee's reach. */
export function ServerEventsTab({ controls, session }: { controls: MockControls; session: DemoSession }) {
  const user = useSyncExternalStore(session.subscribe, session.currentUser)
  const { busy, outcome, run } = useAction()
  const pending = usePolled(controls.pendingCompanies, PENDING_POLL_MS)

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="demo-panel-you" className="flex flex-col gap-2">
        <h3 id="demo-panel-you" className="text-sm font-semibold text-ink">
          {user ? `Signed in as ${user.full_name}` : 'Nobody is signed in'}
        </h3>
        {user ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              color="white"
              loading={busy === 'expire'}
              disabled={busy !== null}
              onClick={() =>
                void run('expire', async () => {
                  await controls.expireTokens(user.email)
                  return 'The access token expired. The next call refreshes it, so the person stays signed in.'
                })
              }
            >
              Expire my token
            </Button>
            <Button
              size="sm"
              color="red"
              variant="outline"
              loading={busy === 'deactivate'}
              disabled={busy !== null}
              onClick={() =>
                void run('deactivate', async () => {
                  await controls.deactivateUser(user.email)
                  return `${user.full_name} is deactivated and every session ended. ${NOTICED_AT_ONCE}`
                })
              }
            >
              Deactivate me
            </Button>
            <Button
              size="sm"
              color="red"
              variant="outline"
              loading={busy === 'flag'}
              disabled={busy !== null}
              onClick={() =>
                void run('flag', async () => {
                  await controls.flagPasswordReset(user.email)
                  return `An administrator reset ${user.full_name}'s password and every session ended. ${NOTICED_AT_ONCE}`
                })
              }
            >
              Flag a password reset
            </Button>
          </div>
        ) : (
          <p className="text-xs text-slate-600">
            Sign in as a persona (Scenarios) to expire a token, deactivate the user or flag a password reset.
          </p>
        )}
      </section>

      {user && (
        <section aria-labelledby="demo-panel-payroll" className="flex flex-col gap-2">
          <h3 id="demo-panel-payroll" className="text-sm font-semibold text-ink">
            Payroll
          </h3>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              color="white"
              loading={busy === 'publish'}
              disabled={busy !== null}
              onClick={() =>
                void run('publish', async () => {
                  const payslip = await controls.publishPayslip(user.email)
                  return `Payslip for ${formatDateRange(payslip.period_start, payslip.period_end)} published, paid on ${formatDate(payslip.pay_date)}. ${user.full_name} is notified.`
                })
              }
            >
              Publish my next payslip
            </Button>
            <Button
              size="sm"
              color="white"
              loading={busy === 'leave'}
              disabled={busy !== null}
              onClick={() =>
                void run('leave', async () => {
                  const today = (await controls.clock()).manila_date
                  await controls.separateEmployee(user.email, today)
                  return `Last day recorded: ${formatDate(today)}. Publish the last payslip, then move the clock past its payday: this year's BIR Form 2316 shows on the payslip page.`
                })
              }
            >
              Leave today
            </Button>
          </div>
        </section>
      )}

      <NetworkSection controls={controls} />

      {user && (
        <section aria-labelledby="demo-panel-hr" className="flex flex-col gap-2">
          <h3 id="demo-panel-hr" className="text-sm font-semibold text-ink">
            HR
          </h3>
          <TeamMood controls={controls} email={user.email} />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              color="white"
              loading={busy === 'open-payslip'}
              disabled={busy !== null}
              onClick={() =>
                void run('open-payslip', async () => {
                  const opened = await controls.openLatestPayslip(user.email)
                  return `${opened.by} of HR opened the payslip for ${opened.period}. ${ACCESS_LOGGED}`
                })
              }
            >
              HR opens the latest payslip
            </Button>
            <Button
              size="sm"
              color="white"
              loading={busy === 'open-attachment'}
              disabled={busy !== null}
              onClick={() =>
                void run('open-attachment', async () => {
                  const opened = await controls.openLatestAttachment(user.email)
                  return `${opened.by} of HR opened the document of ${opened.request}. ${ACCESS_LOGGED}`
                })
              }
            >
              HR opens an attachment
            </Button>
            <Button
              size="sm"
              color="white"
              loading={busy === 'notice'}
              disabled={busy !== null}
              onClick={() =>
                void run('notice', async () => {
                  const notice = await controls.publishPrivacyNotice(user.email)
                  return `Privacy notice version ${notice.version} published. Each employee reads and acknowledges it before going on: reload, or sign in again.`
                })
              }
            >
              Publish a new privacy notice
            </Button>
          </div>
        </section>
      )}

      <section aria-labelledby="demo-panel-pending" className="flex flex-col gap-2">
        <h3 id="demo-panel-pending" className="text-sm font-semibold text-ink">
          Companies awaiting activation
        </h3>
        {pending.error && (
          <p role="alert" className="text-xs text-red-700">
            {pending.error}
          </p>
        )}
        {pending.data?.length === 0 && (
          <p className="text-xs text-slate-600">None. A company signed up during the demo shows here.</p>
        )}
        <ul className="flex flex-col gap-2">
          {pending.data?.map((company) => (
            <li
              key={company.id}
              className="flex items-center justify-between gap-2 rounded-md border border-slate-200 p-2 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium text-ink">{company.name}</p>
                <p className="truncate text-xs text-slate-600">{company.admin_emails.join(', ')}</p>
              </div>
              <Button
                size="sm"
                color="green"
                loading={busy === `activate-${company.id}`}
                disabled={busy !== null}
                aria-label={`Activate ${company.name}`}
                onClick={() =>
                  void run(`activate-${company.id}`, async () => {
                    await controls.activateCompany(company.id)
                    pending.reload()
                    return `${company.name} is active: its administrators can sign in now.`
                  })
                }
              >
                Activate
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <OutcomeLine outcome={outcome} />
    </div>
  )
}

// Turning mood sharing on or off in the app shows here at the next poll.
const TEAM_MOOD_POLL_MS = 5_000

/** HR's figure: only the answers of those who share their mood with HR (docs/product/privacy.md#consent-and-notices). */
function TeamMood({ controls, email }: { controls: MockControls; email: string }) {
  const load = useCallback(() => controls.teamMood(email), [controls, email])
  const mood = usePolled(load, TEAM_MOOD_POLL_MS)
  if (mood.error)
    return (
      <p role="alert" className="text-xs text-red-700">
        {mood.error}
      </p>
    )
  if (!mood.data) return null
  const { answers, average } = mood.data
  return (
    <p className="text-xs text-slate-700">
      {answers === 0
        ? 'Team mood this week: no answers shared with HR yet.'
        : `Team mood this week: ${answers} ${answers === 1 ? 'answer' : 'answers'}, average ${average} of 5.`}
    </p>
  )
}
