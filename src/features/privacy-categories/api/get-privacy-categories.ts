import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { privacyCategoriesKeys } from './privacy-categories-keys'

/** GET /privacy/categories: what the company holds about the person, one entry per category. */
export const privacyCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: privacyCategoriesKeys.list(),
    queryFn: ({ signal }) => apiData(api.privacyCategories.list({ fetchOptions: { signal } })),
  })

export function usePrivacyCategories() {
  return useQuery(privacyCategoriesQueryOptions())
}
