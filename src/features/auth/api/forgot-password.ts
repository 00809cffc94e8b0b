import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { forgotPasswordBodySchema } from '@contract/auth'
import { api, apiBody } from '@/lib/api'

/** POST /auth/forgot-password: e-mails a reset code and link (the same answer for any address). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: z.output<typeof forgotPasswordBodySchema>) => apiBody(api.auth.forgotPassword({ body })),
  })
}
