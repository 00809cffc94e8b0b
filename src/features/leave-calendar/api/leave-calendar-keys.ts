import { queryRoots } from '@/lib/api/query-roots'

/**
 * Query keys of the leave calendar. They sit under the leave requests' root (`['leave']`, the key
 * factory convention of lib/api/api-data.ts) rather than a root of their own: filing or cancelling a
 * leave invalidates `['leave']`, and the calendar must show the change as the list does.
 */
export const leaveCalendarKeys = {
  all: [...queryRoots.leave, 'calendar'] as const,
  month: (month: string) => [...leaveCalendarKeys.all, month] as const,
  company: (month: string) => [...leaveCalendarKeys.month(month), 'company'] as const,
  myPending: (month: string) => [...leaveCalendarKeys.month(month), 'my-pending'] as const,
}
