import type { Contract } from '@contract'

/**
 * The contract's areas as the fuzz files share them (mocks/fuzz-*.test.ts): about equal in time (about 12 s each on the
 * shared machine), so CI's two workers run them side by side. Together they are every area, each once (areas.test.ts).
 */
export const fuzzedAreas = {
  account: ['signup', 'auth', 'switchAccount', 'twoFactor', 'sessions', 'profile', 'onboarding'],
  requests: ['leave', 'expense', 'certificate', 'correction', 'files', 'dashboard', 'mood'],
  payAndPrivacy: ['payslip', 'notifications', 'accessLog', 'privacyCategories', 'dataExport', 'privacyConsent'],
} as const satisfies Record<string, readonly (keyof Contract)[]>
