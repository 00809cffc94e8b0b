import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { codeOrPasswordBodySchema } from '@contract/two-factor'
import { api, apiBody } from '@/lib/api'
import { patchSignedInUser } from '@/session/patch-signed-in-user'
import { accountSettingsKeys } from './account-settings-keys'

/** POST /2fa/disable with a fresh code or the password: the recovery codes stop working too. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof codeOrPasswordBodySchema>) => apiBody(api.twoFactor.disable({ body })),
    onSuccess: () => {
      patchSignedInUser({ is_2fa_enabled: false })
      queryClient.removeQueries({ queryKey: accountSettingsKeys.recoveryCodeStatus() })
    },
  })
}
