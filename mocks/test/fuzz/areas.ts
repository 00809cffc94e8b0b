import type { Contract } from '@contract'

/**
 * The contract's areas as the fuzz files share them (mocks/fuzz-*.test.ts): about equal in time (about 4.5 s each in
 * CI), so CI's two workers share them evenly. Together they are every area, each once (areas.test.ts).
 */
export const fuzzedAreas = {
  signIn: ['signup', 'auth', 'twoFactor', 'switchAccount'],
  account: ['sessions', 'profile', 'correction', 'onboarding', 'dashboard', 'mood', 'notifications'],
  requests: ['leave', 'expense', 'certificate', 'files'],
  payAndPrivacy: ['payslip', 'accessLog', 'privacyCategories', 'dataExport', 'privacyConsent'],
} as const satisfies Record<string, readonly (keyof Contract)[]>
