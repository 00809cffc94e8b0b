import { queryRoots } from '@/lib/api/query-roots'

/** Query keys of the privacy notice and the person's choices. */
export const privacyConsentKeys = {
  all: queryRoots.privacyConsent,
  consent: () => [...privacyConsentKeys.all, 'consent'] as const,
}
