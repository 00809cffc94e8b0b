import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { socialBenefitsBodySchema } from '@contract/onboarding'
import { api, apiBody } from '@/lib/api'
import { onboardingSaved } from './onboarding-saved'

/** POST /onboarding/social-benefits: PhilHealth, Pag-IBIG, SSS and TIN, as digits. */
export function useSaveSocialBenefits() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof socialBenefitsBodySchema>) =>
      apiBody(api.onboarding.saveSocialBenefits({ body })),
    onSuccess: ({ data }) => onboardingSaved(queryClient, data),
  })
}
