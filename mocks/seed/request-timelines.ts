import { manilaInstant } from '@contract/dates/manila'
import type { RequestStatus } from '@contract/requests'
import type { Database } from '../db'
import type { RequestKind } from '../db/models/requests'
import { addDays } from '../rules/working-days'

/**
 * A seeded request's history, written as [status, days before today, by whom, note]. The request row
 * takes its status from the last step, its created_at from the first and its updated_at from the last.
 */
export type Step = readonly [status: RequestStatus, daysAgo: number, by: string, note?: string]

export function stepTimes(
  today: string,
  steps: readonly Step[],
): { status: RequestStatus; at: string; by: string; note: string | null }[] {
  // Each day's changes happen during office hours, later steps later in the day.
  return steps.map(([status, daysAgo, by, note], index) => ({
    status,
    at: manilaInstant(addDays(today, -daysAgo), 9 + (index % 8), 15),
    by,
    note: note ?? null,
  }))
}

export function writeTimeline(
  db: Database,
  kind: RequestKind,
  requestId: number,
  timeline: ReturnType<typeof stepTimes>,
): void {
  for (const change of timeline)
    db.request_status_change.create({ request_kind: kind, request_id: requestId, ...change })
}
