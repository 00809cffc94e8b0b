import { cancellableFrom, type RequestStatus } from '@contract/requests'

/**
 * Every way a leave or expense request changes status, and from where. The employee's two come from
 * the contract (cancel a pending request; ask to cancel an approved one); HR's come through the control
 * API. Anything else is refused with 409, naming the status the request is in.
 */
export const requestTransitions = {
  cancel: { from: cancellableFrom.cancel, to: 'cancelled' },
  requestCancellation: { from: cancellableFrom.cancelRequest, to: 'for_cancellation' },
  approve: { from: ['pending'], to: 'approved' },
  deny: { from: ['pending'], to: 'denied' },
  approveCancellation: { from: ['for_cancellation'], to: 'cancelled' },
  denyCancellation: { from: ['for_cancellation'], to: 'approved' },
} as const satisfies Record<string, { from: readonly RequestStatus[]; to: RequestStatus }>

export type RequestTransition = keyof typeof requestTransitions

export function canMove(action: RequestTransition, status: RequestStatus): boolean {
  return (requestTransitions[action].from as readonly RequestStatus[]).includes(status)
}
