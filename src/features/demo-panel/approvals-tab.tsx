import { useCallback, useId, useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Textarea } from '@/components/ui/textarea'
import type { DemoSession } from './demo-session'
import type { ControlClient } from '@mocks/control-api/client'
import type { AwaitingDecision } from './mock-controls'
import { OutcomeLine } from './outcome-line'
import { useAction } from './use-action'
import { usePolled } from './use-polled'

// A request filed in the app shows up while the tab is open.
const AWAITING_POLL_MS = 5_000

const REMARKS_MAX = 500

type Choice = 'approve' | 'deny'

/** What HR can do from each status, in the words of the buttons and of the outcome. */
const choices = {
  pending: {
    approve: { label: 'Approve', of: '', done: 'approved' },
    deny: { label: 'Deny', of: '', done: 'denied' },
  },
  for_cancellation: {
    approve: { label: 'Approve cancellation', of: ' of', done: 'cancelled' },
    deny: { label: 'Deny cancellation', of: ' of', done: 'kept: its cancellation was denied' },
  },
} as const satisfies Record<AwaitingDecision['status'], Record<Choice, { label: string; of: string; done: string }>>

/** A kind's name in its control routes' names: 'Leave' in approveLeave, denyLeaveCancellation. */
type KindName = Capitalize<AwaitingDecision['kind']>

/** What the tab uses of the control client (its stories fake just this): the list, and each kind's four decisions. */
export type ApprovalControls = Pick<ControlClient, 'awaitingDecision' | `${Choice}${KindName}${'' | 'Cancellation'}`>

/**
 * THE control route for a decision on this request: the kind, the status it waits in and the choice,
 * with HR's answer to the kind's approval option (a certificate's pay) when it has one.
 */
function decide(controls: ApprovalControls, entry: AwaitingDecision, choice: Choice, remarks: string, option: boolean) {
  const kind = `${entry.kind.charAt(0).toUpperCase()}${entry.kind.slice(1)}` as KindName
  const step = entry.status === 'for_cancellation' ? 'Cancellation' : ''
  return controls[`${choice}${kind}${step}`](entry.id, remarks || undefined, entry.option ? option : undefined)
}

const keyOf = (entry: AwaitingDecision) => `${entry.kind}-${entry.id}`

/**
 * HR's side, which this front end does not have (the admin application decides): the signed-in
 * person's requests that wait on a decision, each approved or denied through the control API, so a
 * presenter can show a request's whole life offline.
 */
export function ApprovalsTab({ controls, session }: { controls: ApprovalControls; session: DemoSession }) {
  const user = useSyncExternalStore(session.subscribe, session.currentUser)
  if (!user) {
    return (
      <p className="text-xs text-slate-600">
        Sign in as a persona (Scenarios) to approve or deny their requests as HR would.
      </p>
    )
  }
  // Keyed by the person: a switch of persona starts with their list and no leftover remarks.
  return <AwaitingRequests key={user.email} controls={controls} email={user.email} />
}

function AwaitingRequests({ controls, email }: { controls: ApprovalControls; email: string }) {
  const load = useCallback(() => controls.awaitingDecision(email), [controls, email])
  const awaiting = usePolled(load, AWAITING_POLL_MS)
  const [remarks, setRemarks] = useState('')
  // HR's answers to the approval options (a certificate's pay), by request: no until ticked.
  const [options, setOptions] = useState<Record<string, boolean>>({})
  const { busy, outcome, run } = useAction()
  const remarksId = useId()

  const act = (entry: AwaitingDecision, choice: Choice) =>
    void run(`${choice}-${keyOf(entry)}`, async () => {
      await decide(controls, entry, choice, remarks.trim(), options[keyOf(entry)] ?? false)
      setRemarks('')
      awaiting.reload()
      return `${entry.summary}: ${choices[entry.status][choice].done}. The app shows it now; the employee got HR's e-mail.`
    })

  const list = (status: AwaitingDecision['status']) => awaiting.data?.filter((entry) => entry.status === status)

  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-slate-600">Decide as HR on the signed-in person&apos;s requests.</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={remarksId} className="text-xs font-medium text-ink">
          Remarks with the next decision (optional)
        </label>
        <Textarea
          id={remarksId}
          rows={2}
          maxLength={REMARKS_MAX}
          value={remarks}
          onChange={(event) => setRemarks(event.target.value)}
          size="sm"
        />
      </div>
      {awaiting.error && (
        <p role="alert" className="text-xs text-red-700">
          {awaiting.error}
        </p>
      )}
      <RequestGroup
        title="Awaiting approval"
        none="Nothing is pending. A request filed in the app shows here."
        entries={list('pending')}
        busy={busy}
        act={act}
        options={options}
        setOption={(entry, chosen) => setOptions((current) => ({ ...current, [keyOf(entry)]: chosen }))}
      />
      <RequestGroup
        title="Awaiting a cancellation decision"
        none="No cancellation was asked for. One asked for in the app shows here."
        entries={list('for_cancellation')}
        busy={busy}
        act={act}
        options={options}
        setOption={(entry, chosen) => setOptions((current) => ({ ...current, [keyOf(entry)]: chosen }))}
      />
      <OutcomeLine outcome={outcome} />
    </div>
  )
}

function RequestGroup({
  title,
  none,
  entries,
  busy,
  act,
  options,
  setOption,
}: {
  title: string
  none: string
  entries: AwaitingDecision[] | undefined
  busy: string | null
  act: (entry: AwaitingDecision, choice: Choice) => void
  options: Record<string, boolean>
  setOption: (entry: AwaitingDecision, chosen: boolean) => void
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {title}
      </h3>
      {entries?.length === 0 && <p className="text-xs text-slate-600">{none}</p>}
      {entries && entries.length > 0 && (
        <ul aria-labelledby={headingId} className="flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={keyOf(entry)} className="flex flex-col gap-2 rounded-md border border-slate-200 p-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-ink">{entry.summary}</p>
                {entry.reason && <p className="text-xs break-words text-slate-600">{entry.reason}</p>}
              </div>
              {entry.option && (
                <ApprovalOption
                  label={entry.option}
                  checked={options[keyOf(entry)] ?? false}
                  disabled={busy !== null}
                  onChange={(chosen) => setOption(entry, chosen)}
                />
              )}
              <div className="flex flex-wrap gap-2">
                {(['approve', 'deny'] as const).map((choice) => {
                  const { label, of } = choices[entry.status][choice]
                  return (
                    <Button
                      key={choice}
                      size="sm"
                      color={choice === 'approve' ? 'green' : 'red'}
                      variant={choice === 'approve' ? 'solid' : 'outline'}
                      loading={busy === `${choice}-${keyOf(entry)}`}
                      disabled={busy !== null}
                      aria-label={`${label}${of} ${entry.summary}`}
                      onClick={() => act(entry, choice)}
                    >
                      {label}
                    </Button>
                  )
                })}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** HR's yes or no with an approval (a certificate's pay): sent with Approve, ignored by Deny. */
function ApprovalOption({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string
  checked: boolean
  disabled: boolean
  onChange: (chosen: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(state) => onChange(state === true)} />
      <label htmlFor={id} className="text-xs text-ink">
        {label}
      </label>
    </div>
  )
}
