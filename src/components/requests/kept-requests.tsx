import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { now } from '@/lib/clock'
import { formatDateTime } from '@/lib/dates'
import { restoreBody } from '@/lib/outbox/kept-body'
import { needsReview, type OutboxEntry } from '@/lib/outbox/outbox-entry'
import { keepInOutbox, removeFromOutbox } from '@/lib/outbox/outbox-store'
import { useKeptRequests } from '@/lib/outbox/use-kept-requests'
import { notify } from '@/lib/notify'
import { RequestFormDialog } from './request-form-dialog'
import type { AnyRequest, RequestKind, RequestSearch } from './request-kind'

type KeptRequestsProps<Request extends AnyRequest, Search extends RequestSearch, Body> = {
  kind: RequestKind<Request, Search, Body>
  /** An edited request sent at once: its detail opens, as for any filed request. */
  onFiled: (id: number) => void
}

/**
 * The kind's requests kept on this phone for want of a line (docs/product/offline.md#the-outbox): each
 * waiting to send, or not accepted when sent, with Edit and Discard; one kept more than 30 days asks
 * to be checked before it goes. Above the list, so they are never mistaken for filed ones.
 */
export function KeptRequests<Request extends AnyRequest, Search extends RequestSearch, Body>({
  kind,
  onFiled,
}: KeptRequestsProps<Request, Search, Body>) {
  const { outbox, form, words } = kind
  const entries = useKeptRequests(outbox?.kind ?? 'leave')
  const [editing, setEditing] = useState<OutboxEntry | null>(null)
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null)
  if (!outbox || !entries || entries.length === 0) return null
  const Form = form.Component
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Kept on this phone</h2>
        </CardTitle>
        <CardDescription>Sent by themselves, in order, when you are back online.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200" aria-label={`${words.tableLabel} kept on this phone`}>
          {entries.map((entry) => {
            const name = outbox.describeKept(entry.body as Body)
            const review = entry.state === 'waiting' && needsReview(entry, now())
            return (
              <li key={entry.key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{name}</p>
                  <p className="text-sm text-slate-600">
                    {entry.state === 'refused' ? (
                      <>Not accepted when sent: {entry.refusal?.message}</>
                    ) : review ? (
                      <>Kept more than 30 days ago: check it, then send it.</>
                    ) : (
                      <>Kept {formatDateTime(entry.keptAt)}</>
                    )}
                  </p>
                </div>
                <Badge color={entry.state === 'refused' ? 'denied' : 'pending'} width="fit">
                  {entry.state === 'refused' ? 'Not sent' : 'Waiting to send'}
                </Badge>
                <div className="flex gap-2">
                  {review ? (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => void keepInOutbox({ ...entry, confirmedAt: now() })}
                      aria-label={`Send ${name}`}
                    >
                      Send
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(entry)}
                    onPointerEnter={form.preload}
                    aria-label={`Edit ${name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setDiscarding(entry)}
                    aria-label={`Discard ${name}`}
                  >
                    Discard
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      </CardContent>
      <RequestFormDialog open={editing !== null} onClose={() => setEditing(null)} title={words.fileLabel}>
        {editing ? (
          <Form
            key={editing.key}
            kept={{ ...editing, body: restoreBody<object>(editing.body) }}
            onFiled={(id) => {
              setEditing(null)
              onFiled(id)
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </RequestFormDialog>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => (open ? undefined : setDiscarding(null))}
        title={`Discard this ${words.noun}?`}
        description="It was never sent, so HR has not seen it. What you typed and attached is deleted from this phone."
        confirmLabel="Discard"
        destructive
        onConfirm={async () => {
          if (!discarding) return
          await removeFromOutbox(discarding.key)
          setDiscarding(null)
          notify.success(`The ${words.noun} was discarded.`)
        }}
      />
    </Card>
  )
}
