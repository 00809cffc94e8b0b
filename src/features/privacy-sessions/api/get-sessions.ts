import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { privacySessionsKeys } from './privacy-sessions-keys'

/** GET /sessions: the person's signed-in sessions, this device first. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: privacySessionsKeys.list(),
    queryFn: ({ signal }) => apiData(api.sessions.list({ fetchOptions: { signal } })),
  })

export function useSessions() {
  return useQuery(sessionsQueryOptions())
}
