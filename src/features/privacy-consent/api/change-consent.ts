import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdatePrivacyChoicesBody } from '@contract/privacy-consent'
import { api, apiBody } from '@/lib/api'
import { queryRoots } from '@/lib/api/query-roots'
import { patchSignedInUser } from '@/session/patch-signed-in-user'
import { privacyConsentKeys } from './privacy-consent-keys'

/** POST /privacy/notice/acknowledge: the gate lifts at once, without waiting for the next /auth/me. */
export function useAcknowledgeNotice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (version: number) => apiBody(api.privacyConsent.acknowledgeNotice({ body: { version } })),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(privacyConsentKeys.consent(), data)
      patchSignedInUser({ is_privacy_notice_pending: false })
    },
  })
}

/** PATCH /privacy/choices: one choice at a time, effective at once. */
export function useUpdateChoices() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (choice: UpdatePrivacyChoicesBody) => apiBody(api.privacyConsent.updateChoices({ body: choice })),
    onSuccess: ({ data }) => queryClient.setQueryData(privacyConsentKeys.consent(), data),
  })
}

/** DELETE /privacy/optional-data/mood: the dashboard's mood card follows. Answers the server's message. */
export function useEraseMoodHistory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => (await apiBody(api.privacyConsent.eraseMoodHistory())).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.dashboard }),
  })
}

/** DELETE /privacy/optional-data/photo: the header and My Profile show initials again. Answers the server's message. */
export function useErasePhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => (await apiBody(api.privacyConsent.erasePhoto())).message,
    onSuccess: () => patchSignedInUser({ employee_avatar: null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.profile }),
  })
}
