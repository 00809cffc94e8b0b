import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { profileKeys } from './profile-keys'

/** GET /profile: the account, employment and personal records of the signed-in person. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.detail(),
    queryFn: ({ signal }) => apiData(api.profile.get({ fetchOptions: { signal } })),
  })

/** The route's loader has fetched it: the page paints with its data. */
export function useProfile() {
  return useSuspenseQuery(profileQueryOptions()).data
}
