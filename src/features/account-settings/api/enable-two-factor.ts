import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { enableTwoFactorBodySchema } from '@contract/two-factor'
import { api, apiBody } from '@/lib/api'
import { patchSignedInUser } from '@/session/patch-signed-in-user'
import { accountSettingsKeys } from './account-settings-keys'

/** POST /2fa/enable: answers the 10 recovery codes, shown this once; the person's other sessions end. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof enableTwoFactorBodySchema>) => apiBody(api.twoFactor.enable({ body })),
    onSuccess: () => {
      patchSignedInUser({ is_2fa_enabled: true })
      void queryClient.invalidateQueries({ queryKey: accountSettingsKeys.recoveryCodeStatus() })
    },
  })
}
