import { cancellableFrom, type RequestStatus } from '@contract/requests'

/** What the employee may do to their own request: cancel a pending one, ask to cancel an approved one. */
export type RequestAction = keyof typeof cancellableFrom

/**
 * The actions a request's status allows (docs/product/states.md#requests), from the contract's own table, so the
 * buttons offered are exactly the moves the server accepts. Never approve or deny: the employee's own
 * requests are decided by HR (docs/product/screen-expectations.md#leave-list-and-detail, the peers' frappe/hrms#1867).
 */
export function allowedRequestActions(
  status: RequestStatus,
  { ended = false }: { ended?: boolean } = {},
): RequestAction[] {
  return (Object.keys(cancellableFrom) as RequestAction[]).filter(
    (action) =>
      (cancellableFrom[action] as readonly RequestStatus[]).includes(status) &&
      // What is over cannot be called off: the server refuses to cancel a leave that has ended.
      !(ended && action === 'cancelRequest'),
  )
}
