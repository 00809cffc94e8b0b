import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { resetVerifyOtpBodySchema } from '@contract/auth'
import { api, apiBody } from '@/lib/api'

/** POST /auth/reset/verify-otp: trades the e-mailed code for a single-use reset token. */
export function useResetVerifyOtp() {
  return useMutation({
    mutationFn: (body: z.output<typeof resetVerifyOtpBodySchema>) => apiBody(api.auth.resetVerifyOtp({ body })),
  })
}
