import type { QueryClient } from '@tanstack/react-query'
import type { Onboarding } from '@contract/onboarding'
import { queryRoots } from '@/lib/api/query-roots'
import { onboardingKeys } from './onboarding-keys'

/**
 * Every step answers with the whole progress: it becomes the cached one (the step indicator follows
 * at once), and My Profile, which shows the same records, is read again when next opened.
 */
export function onboardingSaved(queryClient: QueryClient, progress: Onboarding): Promise<void> {
  queryClient.setQueryData(onboardingKeys.progress(), progress)
  return queryClient.invalidateQueries({ queryKey: queryRoots.profile })
}
