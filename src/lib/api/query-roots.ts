/**
 * The first element of every feature's query keys, in one place so no two features take the same
 * root, and for what one feature's change makes stale in another it may not import (ESLint zones):
 * filing or cancelling a leave changes the dashboard's balances and counts; completing onboarding
 * changes what My Profile shows. Each feature's key factory starts from its root here. The leave
 * calendar's keys sit under `leave` (['leave', 'calendar', ...]), so a leave change reaches it with
 * the lists.
 */
export const queryRoots = {
  dashboard: ['dashboard'],
  leave: ['leave'],
  expense: ['expense'],
  certificate: ['certificate'],
  correction: ['correction'],
  profile: ['profile'],
  payslip: ['payslip'],
  onboarding: ['onboarding'],
  accountSettings: ['account-settings'],
  notifications: ['notifications'],
  privacySessions: ['privacy-sessions'],
  accessLog: ['access-log'],
  privacyCategories: ['privacy-categories'],
  dataExport: ['data-export'],
  privacyConsent: ['privacy-consent'],
} as const
