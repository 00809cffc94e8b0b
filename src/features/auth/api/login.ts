import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { loginBodySchema } from '@contract/auth'
import { api, apiBody } from '@/lib/api'

/** POST /auth/login: a started session, or a two-factor challenge (`is_2fa_enabled` and `user_id`). */
export function useLogin() {
  return useMutation({
    mutationFn: (body: z.output<typeof loginBodySchema>) => apiBody(api.auth.login({ body })),
  })
}
