import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/lib/api'
import { sessionStore } from '@/session/session-store'
import { keepAnswersWhenChosen } from './kept-answers'
import { sendKeptRequestsWhenAny } from './kept-requests'

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

/** A sign-out drops every cached answer, so the next person never sees the last one's data. */
function clearCacheOnSignOut(client: QueryClient): void {
  let token = sessionStore.getState().token
  sessionStore.subscribe(() => {
    const next = sessionStore.getState().token
    if (token !== null && next === null) client.clear()
    token = next
  })
}

clearCacheOnSignOut(queryClient)

sendKeptRequestsWhenAny(queryClient)

keepAnswersWhenChosen(queryClient)

export { keptAnswersRestored } from './kept-answers'
