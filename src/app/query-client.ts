import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/lib/api'
import { clearCacheOnSignOut } from './sync-with-auth'

/**
 * The API client has already told the person about a failure (toast, redirect or forced logout),
 * so a failed query is not retried behind their back; only a dropped connection gets one more try.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && error.kind === 'network'
}

/**
 * THE query client of the app. Import it lazily (the signed-in layout's beforeLoad, QueryProvider):
 * with it come TanStack Query, the API client, the contract and zod, none of which the landing page
 * loads first (docs/decisions/0006-landing-first-load-budget.md).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000 },
    mutations: { retry: false },
  },
})

clearCacheOnSignOut(queryClient)
