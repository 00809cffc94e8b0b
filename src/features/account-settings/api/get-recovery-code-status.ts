import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { accountSettingsKeys } from './account-settings-keys'

/** GET /2fa/recovery-codes: how many of the current set are left (never the codes); 409 while two-factor is off. */
export const recoveryCodeStatusQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsKeys.recoveryCodeStatus(),
    queryFn: ({ signal }) => apiData(api.twoFactor.recoveryCodes({ fetchOptions: { signal } })),
  })

export function useRecoveryCodeStatus() {
  return useQuery(recoveryCodeStatusQueryOptions())
}
