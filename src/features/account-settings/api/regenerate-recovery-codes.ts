import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { codeOrPasswordBodySchema } from '@contract/two-factor'
import { api, apiBody } from '@/lib/api'
import { accountSettingsKeys } from './account-settings-keys'

/** POST /2fa/recovery-codes with a fresh code or the password: a new set, shown this once; the old set stops working. */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof codeOrPasswordBodySchema>) =>
      apiBody(api.twoFactor.regenerateRecoveryCodes({ body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSettingsKeys.recoveryCodeStatus() }),
  })
}
