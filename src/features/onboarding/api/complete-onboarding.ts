import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { accountSettingsBodySchema } from '@contract/onboarding'
import { api, apiBody } from '@/lib/api'
import { queryRoots } from '@/lib/api/query-roots'
import { patchSignedInUser } from '@/session/patch-signed-in-user'
import { reloadSignedInUser } from '@/session/reload-signed-in-user'
import { onboardingSaved } from './onboarding-saved'

/**
 * POST /onboarding/account-settings: the person's own password replaces the temporary one, and
 * onboarding is complete. The signed-in user is read again (is_onboard cleared, the name and photo
 * of the first step), so the guards let the person go and the shell shows the full menu; if that
 * read fails, the flag the server has just cleared is cleared here. The dashboard is read again.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof accountSettingsBodySchema>) =>
      apiBody(api.onboarding.saveAccountSettings({ body })),
    onSuccess: async ({ data }) => {
      if (!(await reloadSignedInUser())) patchSignedInUser({ is_onboard: false })
      await queryClient.invalidateQueries({ queryKey: queryRoots.dashboard })
      return onboardingSaved(queryClient, data)
    },
  })
}
