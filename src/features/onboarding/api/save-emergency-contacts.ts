import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { emergencyContactsBodySchema } from '@contract/onboarding'
import { api, apiBody } from '@/lib/api'
import { onboardingSaved } from './onboarding-saved'

/** POST /onboarding/emergency-contacts: the list sent replaces the saved one. */
export function useSaveEmergencyContacts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof emergencyContactsBodySchema>) =>
      apiBody(api.onboarding.saveEmergencyContacts({ body })),
    onSuccess: ({ data }) => onboardingSaved(queryClient, data),
  })
}
