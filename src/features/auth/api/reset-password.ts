import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { resetPasswordBodySchema } from '@contract/auth'
import { api, apiBody } from '@/lib/api'

/** POST /auth/reset-password: sets the new password with the reset token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: z.output<typeof resetPasswordBodySchema>) => apiBody(api.auth.resetPassword({ body })),
  })
}
