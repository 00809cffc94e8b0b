import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { onboardingKeys } from './onboarding-keys'

/** GET /onboarding: the steps completed and what each saved, so any device resumes where the person left off. */
export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.progress(),
    queryFn: ({ signal }) => apiData(api.onboarding.get({ fetchOptions: { signal } })),
  })

/** The progress, which the route's loader has already fetched. */
export function useOnboarding() {
  return useSuspenseQuery(onboardingQueryOptions()).data
}
