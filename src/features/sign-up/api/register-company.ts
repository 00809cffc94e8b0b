import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { registerCompanyBodySchema } from '@contract/signup'
import { api, apiBody } from '@/lib/api'

export type RegisterCompanyBody = z.output<typeof registerCompanyBodySchema>

/** POST /signup/{adminId}/register-company: the company then awaits activation by the provider. */
export function useRegisterCompany(adminId: number) {
  return useMutation({
    mutationFn: (body: RegisterCompanyBody) => apiBody(api.signup.registerCompany({ params: { adminId }, body })),
  })
}
