/**
 * The first element of each feature's query keys, for what one feature's change makes stale in
 * another it may not import (ESLint zones): filing or cancelling a leave changes the dashboard's
 * balances and counts, and the leave calendar. Each feature's key factory starts from its root here.
 */
export const queryRoots = {
  dashboard: ['dashboard'],
  leave: ['leave'],
  leaveCalendar: ['leave-calendar'],
  expense: ['expense'],
} as const
