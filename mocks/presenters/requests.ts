import type { StatusChangeRow } from '../db/requests'
import { statusChangesOf } from '../db/requests'
import type { RequestKindRules } from '../rules/request-kinds'
import { attachmentsOf } from '../storage/stored-files'
import { presentAttachment } from './attachment'

/**
 * Requests of any kind as they leave the server: the kind's own fields (its `shown`), then what every
 * request has. Lists present a page at a time, so timelines and attachments are fetched for the whole
 * page in one pass each. `origin` is where the request came to: file links point back at it.
 */

const presentChange = ({ status, at, by, note }: StatusChangeRow) => ({ status, at, by, note })

type Presented<Row, Shown> = Pick<RequestKindRules<Row, Shown>, 'kind' | 'attachedTo' | 'shown'>

/** A page of requests of one kind: each row's own fields, then its attachments and its timeline. */
export async function presentRequests<Row extends { id: number; created_at: string; updated_at: string }, Shown>(
  { kind, attachedTo, shown }: Presented<Row, Shown>,
  rows: readonly Row[],
  origin = '',
): Promise<Shown[]> {
  const ids = rows.map((row) => row.id)
  const timelines = statusChangesOf(kind, ids)
  const files = attachmentsOf(attachedTo, ids)
  return Promise.all(
    rows.map(
      async (row) =>
        // The kind's fields and these make its contract type (`shown` leaves these out); adapter.ts checks
        // every answer against its route's schema in tests.
        ({
          id: row.id,
          ...shown(row),
          attachments: await Promise.all((files.get(row.id) ?? []).map((file) => presentAttachment(file, origin))),
          history: (timelines.get(row.id) ?? []).map(presentChange),
          created_at: row.created_at,
          updated_at: row.updated_at,
        }) as Shown,
    ),
  )
}

/** One request, as a page of one presents it. */
export async function presentRequest<Row extends { id: number; created_at: string; updated_at: string }, Shown>(
  presented: Presented<Row, Shown>,
  row: Row,
  origin = '',
): Promise<Shown> {
  const [shown] = await presentRequests(presented, [row], origin)
  if (!shown) throw new Error(`request ${row.id} could not be presented`)
  return shown
}
