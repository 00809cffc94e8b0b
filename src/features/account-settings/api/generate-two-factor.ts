import { useMutation } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'

/**
 * GET /2fa/generate: a new secret, replacing any setup not finished. A mutation though it is a GET:
 * every call makes a new secret, so it runs when the person asks, never on a refetch.
 */
export function useGenerateTwoFactor() {
  return useMutation({ mutationFn: () => apiData(api.twoFactor.generate()) })
}
