import { hasEnded, lastDayOf } from '@contract/request-ends'
import type { RequestStatus } from '@contract/requests'
import { conflict, notFound, success } from '../adapter'
import { manilaDate } from '../clock'
import type { UserRow } from '../db'
import type { RequestKindRules } from '../rules/request-kinds'
import { moveRequest } from '../rules/request-moves'
import { canMove } from '../rules/request-transitions'
import { dateRange, statusWords } from '../wording'
import { presentRequest } from '../presenters/requests'

export type CancellableRow = { id: number; status: RequestStatus; created_at: string; updated_at: string }

type Call<Body> = { user: UserRow; params: { id: number }; body: Body; request: Request }

const originOf = (request: Request) => new URL(request.url).origin

/**
 * The employee's two cancels, the same for every kind of request: a pending one is cancelled outright;
 * an approved one that has not ended is asked to be cancelled, for HR to decide. Only the caller's own
 * request: another employee's answers 404.
 */
export async function cancelOwnRequest<Row extends CancellableRow, Shown>(
  rules: RequestKindRules<Row, Shown>,
  { user, params, body, request }: Call<{ remarks: string }>,
) {
  const found = rules.findOf(user.id, params.id)
  if (!found) return notFound(rules.words.notFound)
  if (!canMove('cancel', found.status)) {
    return conflict(`Only a pending ${rules.words.request} can be cancelled; this one is ${statusWords(found.status)}.`)
  }
  const moved = moveRequest(rules, found, 'cancel', { by: user.full_name, note: body.remarks, remarks: body.remarks })
  return success(await presentRequest(rules, moved, originOf(request)), `Your ${rules.words.request} was cancelled.`)
}

export async function requestOwnCancellation<Row extends CancellableRow, Shown>(
  rules: RequestKindRules<Row, Shown>,
  { user, params, body, request }: Call<{ cancel_reason: string }>,
) {
  const found = rules.findOf(user.id, params.id)
  if (!found) return notFound(rules.words.notFound)
  if (!canMove('requestCancellation', found.status)) {
    return conflict(
      `Only an approved ${rules.words.approved} can be asked to be cancelled; this one is ${statusWords(found.status)}.`,
    )
  }
  if (hasEnded(found, manilaDate())) {
    const ended = dateRange(lastDayOf(found) ?? '')
    return conflict(`This ${rules.words.ended} ended on ${ended}, so it can no longer be cancelled.`)
  }
  const moved = moveRequest(rules, found, 'requestCancellation', {
    by: user.full_name,
    note: body.cancel_reason,
    cancelReason: body.cancel_reason,
  })
  return success(
    await presentRequest(rules, moved, originOf(request)),
    'Your cancellation request was sent for approval.',
  )
}
