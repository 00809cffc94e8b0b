import type { RequestStatus } from '@contract/requests'
import { holidayKinds } from '@/lib/holiday-kinds'

/** How the calendar words the status of the person's own leave. */
export const ownLeaveStatusWords: Partial<Record<RequestStatus, string>> = {
  pending: 'pending approval',
  approved: 'approved',
  for_cancellation: 'approved, cancellation asked',
}

/** 'Regular holiday', 'Special non-working day', 'Special working day': the kinds as labels. */
export const holidayKindLabel = (kind: keyof typeof holidayKinds) =>
  holidayKinds[kind].charAt(0).toUpperCase() + holidayKinds[kind].slice(1)

export const teammatesAway = (count: number) => `${count} ${count === 1 ? 'teammate' : 'teammates'} away`
