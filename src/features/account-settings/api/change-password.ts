import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { changePasswordBodySchema } from '@contract/profile'
import { api, apiBody } from '@/lib/api'
import { patchSignedInUser } from '@/session/patch-signed-in-user'

/**
 * PATCH /profile/password. The server clears is_force_change_password and ends the person's other
 * sessions; the stored user follows at once, so the redirect to /settings lets go without waiting
 * for the next /auth/me.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: z.output<typeof changePasswordBodySchema>) => apiBody(api.profile.changePassword({ body })),
    onSuccess: () => patchSignedInUser({ is_force_change_password: false }),
  })
}
