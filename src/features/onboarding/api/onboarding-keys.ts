/** Query keys of onboarding: what the new hire has saved, step by step. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  progress: () => [...onboardingKeys.all, 'progress'] as const,
}
