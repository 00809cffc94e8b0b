import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { signupCodeBodySchema } from '@contract/signup'
import { api, apiBody } from '@/lib/api'

export type SignupCodeBody = z.output<typeof signupCodeBodySchema>

/** POST /signup/verify-code: confirms the e-mailed code, which lets the address register an admin. */
export function useVerifyCode() {
  return useMutation({ mutationFn: (body: SignupCodeBody) => apiBody(api.signup.verifyCode({ body })) })
}
