import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { companyDetailsSchema } from '@contract/signup'
import { api, apiBody } from '@/lib/api'

export type CompanyDetails = z.output<typeof companyDetailsSchema>

/**
 * POST /signup/{adminId}/register-company: the company then awaits activation by the provider. The
 * sign-up token binds it to the sign-up that created this admin; the id alone is not enough.
 */
export function useRegisterCompany({ adminId, signupToken }: { adminId: number; signupToken: string }) {
  return useMutation({
    mutationFn: (details: CompanyDetails) =>
      apiBody(api.signup.registerCompany({ params: { adminId }, body: { ...details, signup_token: signupToken } })),
  })
}
