import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { adminDetailsSchema } from '@contract/signup'
import { api, apiBody } from '@/lib/api'

export type AdminDetails = z.output<typeof adminDetailsSchema>

/**
 * POST /signup/register-admin: creates the company's admin; `data.id` names it in the next step. The
 * sign-up token from the code step proves this is the sign-up that verified the address.
 */
export function useRegisterAdmin(signupToken: string) {
  return useMutation({
    mutationFn: (details: AdminDetails) =>
      apiBody(api.signup.registerAdmin({ body: { ...details, signup_token: signupToken } })),
  })
}
