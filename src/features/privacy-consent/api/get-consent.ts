import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { privacyConsentKeys } from './privacy-consent-keys'

/** GET /privacy/consent: the notice in force, the version the person acknowledged, and their choices. */
export const consentQueryOptions = () =>
  queryOptions({
    queryKey: privacyConsentKeys.consent(),
    queryFn: ({ signal }) => apiData(api.privacyConsent.consent({ fetchOptions: { signal } })),
  })

export function useConsent() {
  return useQuery(consentQueryOptions())
}
