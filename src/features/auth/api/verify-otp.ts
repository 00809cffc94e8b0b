import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { verifyOtpBodySchema } from '@contract/auth'
import { api, apiBody } from '@/lib/api'

/** POST /auth/verify-otp: the authenticator code that completes a two-factor login. */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: z.output<typeof verifyOtpBodySchema>) => apiBody(api.auth.verifyOtp({ body })),
  })
}
