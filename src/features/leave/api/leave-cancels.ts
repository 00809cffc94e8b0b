import type { LeaveRequest } from '@contract/leave'
import type { RequestCancels } from '@/components/requests/use-cancel-request'
import { api, apiBody } from '@/lib/api'
import { leaveChanged } from './leave-changed'

/** POST /leaves/:id/cancel and /leaves/:id/cancel-request, for useCancelRequest. */
export const leaveCancels: RequestCancels<LeaveRequest> = {
  cancel: (id, body) => apiBody(api.leave.cancel({ params: { id }, body })),
  requestCancellation: (id, body) => apiBody(api.leave.cancelRequest({ params: { id }, body })),
  changed: leaveChanged,
}
