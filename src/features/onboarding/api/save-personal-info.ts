import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { personalInfoBodySchema } from '@contract/onboarding'
import { api, apiBody } from '@/lib/api'
import { reloadSignedInUser } from '@/session/reload-signed-in-user'
import { onboardingSaved } from './onboarding-saved'

/**
 * POST /onboarding/personal-info, with the photo when one was chosen. The server renames the user
 * after the legal name and keeps the photo, neither in its answer: the signed-in user is read again
 * so the header follows.
 */
export function useSavePersonalInfo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof personalInfoBodySchema>) => apiBody(api.onboarding.savePersonalInfo({ body })),
    onSuccess: ({ data }) => {
      void reloadSignedInUser()
      return onboardingSaved(queryClient, data)
    },
  })
}
