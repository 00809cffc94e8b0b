import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiBody } from '@/lib/api'
import { privacySessionsKeys } from './privacy-sessions-keys'

/** DELETE /sessions/:id: that session's tokens stop working at once. Answers the server's message. */
export function useSignOutSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => (await apiBody(api.sessions.signOut({ params: { id } }))).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacySessionsKeys.list() }),
  })
}

/** POST /sessions/sign-out-others: every session but this one ends. Answers the server's message. */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => (await apiBody(api.sessions.signOutOthers({ body: undefined }))).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacySessionsKeys.list() }),
  })
}
