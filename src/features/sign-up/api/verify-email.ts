import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { signupEmailBodySchema } from '@contract/signup'
import { api, apiBody } from '@/lib/api'

export type SignupEmailBody = z.output<typeof signupEmailBodySchema>

/** POST /signup/verify-email: e-mails a sign-up code (also used to resend one, which voids the last). */
export function useVerifyEmail() {
  return useMutation({ mutationFn: (body: SignupEmailBody) => apiBody(api.signup.verifyEmail({ body })) })
}
