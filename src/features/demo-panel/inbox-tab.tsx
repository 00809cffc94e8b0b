import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/dates'
import type { MockControls, OutboxEmail } from './mock-controls'
import { usePolled } from './use-polled'

// A presenter reads a code within seconds of asking for it; polling costs one local read.
const INBOX_POLL_MS = 2_000

/** The mock's outbox, newest first: codes and notices without a mailbox. */
export function InboxTab({ controls }: { controls: MockControls }) {
  const { data: emails, error } = usePolled(controls.outbox, INBOX_POLL_MS)

  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {error}
      </p>
    )
  if (!emails) return <p className="text-sm text-slate-600">Loading the outbox…</p>
  if (emails.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No e-mails yet. Sign-up and password reset codes, and the notices people get by e-mail, show here as soon as
        they are sent.
      </p>
    )
  }
  return (
    <ol aria-label="E-mails, newest first" className="flex flex-col gap-2">
      {emails.toReversed().map((email) => (
        <EmailItem key={email.id} email={email} />
      ))}
    </ol>
  )
}

function EmailItem({ email }: { email: OutboxEmail }) {
  return (
    <li className="rounded-md border border-slate-200 p-2 text-sm">
      <div className="flex items-baseline justify-between gap-2 text-xs text-slate-600">
        <span className="truncate">To {email.to}</span>
        <time dateTime={email.created_at} className="shrink-0">
          {formatDateTime(email.created_at)}
        </time>
      </div>
      <p className="font-medium text-ink">{email.subject}</p>
      {email.code ? (
        <CodeLine code={email.code} />
      ) : (
        <p className="line-clamp-2 text-xs text-slate-600">{email.text}</p>
      )}
      {email.link && (
        // The reset e-mail's link into /reset-password (the page, not the dialog), or the record a notice opens.
        <Button href={email.link} size="sm-flush" color="blue" variant="plain" className="mt-1 self-start">
          Open the e-mail's link
        </Button>
      )}
    </li>
  )
}

const copyLabel: Record<string, string> = { null: 'Copy', true: 'Copied', false: 'Copy failed: select the code' }

function CodeLine({ code }: { code: string }) {
  const [copied, setCopied] = useState<boolean | null>(null)
  // The clipboard needs a secure context: a demo served over plain http on a LAN address has none.
  const copy = () =>
    navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    ) ?? setCopied(false)
  return (
    <div className="mt-1 flex items-center justify-between gap-2">
      <span className="font-mono text-3xl font-semibold tracking-[0.2em] text-ink select-all">{code}</span>
      <Button size="sm" color="white" onClick={() => void copy()} aria-label={`${copyLabel[String(copied)]} ${code}`}>
        {copyLabel[String(copied)]}
      </Button>
    </div>
  )
}
