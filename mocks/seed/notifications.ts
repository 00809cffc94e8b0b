import type { Database } from '../db'
import { notices, type Notice } from '../notices'
import type { SeedContext } from './context'

/** How far back the seeded notifications go, and how many of the latest are still unread. */
const HISTORY_DAYS = 45
const UNREAD = 2
const DAY_MS = 86_400_000

type Told = { userId: number; at: string; notice: Notice }

/** HR's decisions on the person's requests, from their timelines: what the server told them then. */
function decisionsOf(db: Database, userId: number, since: string): Told[] {
  const leaves = new Map(
    db.leave_request
      .getAll()
      .filter((row) => row.user_id === userId)
      .map((row) => [row.id, row]),
  )
  const expenses = new Map(
    db.expense_request
      .getAll()
      .filter((row) => row.user_id === userId)
      .map((row) => [row.id, row]),
  )
  const changes = db.request_status_change.getAll().sort((a, b) => a.id - b.id)
  return changes.flatMap((change, index): Told[] => {
    if (change.at < since) return []
    const earlier = changes
      .slice(0, index)
      .findLast((row) => row.request_kind === change.request_kind && row.request_id === change.request_id)
    const wasCancelling = earlier?.status === 'for_cancellation'
    const leave = change.request_kind === 'leave' ? leaves.get(change.request_id) : undefined
    const expense = change.request_kind === 'expense' ? expenses.get(change.request_id) : undefined
    const request = leave ?? expense
    if (!request) return []
    const decided = change.status === 'approved' || change.status === 'denied'
    const cancellation = wasCancelling && (change.status === 'cancelled' || change.status === 'approved')
    if (!decided && !cancellation) return []
    const remarks = change.note
    const notice = leave
      ? cancellation
        ? notices.leaveCancellationDecided(leave, change.status === 'cancelled', remarks)
        : notices.leaveDecided({ ...leave, status: change.status }, remarks)
      : expense && cancellation
        ? notices.expenseCancellationDecided(expense, change.status === 'cancelled', remarks)
        : expense && notices.expenseDecided({ ...expense, status: change.status }, remarks)
    return notice ? [{ userId, at: change.at, notice }] : []
  })
}

/**
 * The personas' recent notifications, as the server would have made them: HR's decisions on their
 * requests and their published payslips over the last weeks, all read but the latest two. No
 * e-mail is sent for them; the outbox starts empty.
 */
export function seedNotifications({ db, now, personaIds }: SeedContext): void {
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY_MS).toISOString()
  for (const userId of new Set(Object.values(personaIds))) {
    const payslips = db.payslip
      .getAll()
      .filter((row) => row.user_id === userId && row.created_at >= since)
      .map((payslip): Told => ({ userId, at: payslip.created_at, notice: notices.payslipPublished(payslip) }))
    const told = [...decisionsOf(db, userId, since), ...payslips].sort((a, b) => a.at.localeCompare(b.at))
    for (const [index, { at, notice }] of told.entries()) {
      db.notification.create({
        user_id: userId,
        topic: notice.topic,
        title: notice.title,
        body: notice.body,
        remarks: notice.remarks,
        record_kind: notice.record?.kind ?? null,
        record_id: notice.record?.id ?? null,
        read_at: index < told.length - UNREAD ? new Date(new Date(at).getTime() + 3_600_000).toISOString() : null,
        created_at: at,
      })
    }
  }
}
