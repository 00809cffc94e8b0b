import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { bankInformationBodySchema } from '@contract/onboarding'
import { api, apiBody } from '@/lib/api'
import { onboardingSaved } from './onboarding-saved'

/** POST /onboarding/bank-information: the accounts sent replace the saved ones, one of them primary. */
export function useSaveBankInformation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof bankInformationBodySchema>) =>
      apiBody(api.onboarding.saveBankInformation({ body })),
    onSuccess: ({ data }) => onboardingSaved(queryClient, data),
  })
}
