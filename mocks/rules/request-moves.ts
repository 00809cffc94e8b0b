import { appendStatusChange } from '../db/requests'
import type { RequestKindRules } from './request-kinds'
import { requestTransitions, type RequestTransition } from './request-transitions'

/**
 * Applies a transition: the new status (and what goes with it: remarks, a cancel reason) on the
 * request, and a line on its timeline. Callers check canMove() first and answer 409 when it fails.
 */
type Move = { by: string; note?: string | null; remarks?: string | null; cancelReason?: string | null }

export function moveRequest<Row extends { id: number }>(
  rules: RequestKindRules<Row, unknown>,
  request: Row,
  action: RequestTransition,
  { by, note = null, remarks, cancelReason }: Move,
): Row {
  const status = requestTransitions[action].to
  const updated = rules.update(request.id, {
    status,
    ...(remarks !== undefined ? { remarks } : {}),
    ...(cancelReason !== undefined ? { cancel_reason: cancelReason } : {}),
  })
  appendStatusChange(rules.kind, request.id, { status, by, note })
  return updated ?? request
}
