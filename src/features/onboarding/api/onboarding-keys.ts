import { queryRoots } from '@/lib/api/query-roots'

/** Query keys of onboarding: what the new hire has saved, step by step. */
export const onboardingKeys = {
  all: queryRoots.onboarding,
  progress: () => [...onboardingKeys.all, 'progress'] as const,
}
