import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { onboardingQueryOptions } from '@/features/onboarding/api/get-onboarding'
import { OnboardingLoadError } from '@/features/onboarding/components/onboarding-load-error'
import { OnboardingSkeleton } from '@/features/onboarding/components/onboarding-skeleton'
import { OnboardingPage } from '@/features/onboarding/onboarding-page'
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api/api-error'
import { requireEmploymentType, requireOnboardingPending } from '@/session/guards'

/**
 * Spec section 2: regular and probationary employees (contract/access.ts). Someone still onboarding
 * is sent here from every other page (requireUser), and the shell shows no sidebar here. The page
 * paints with what was saved, so it opens at the first unfinished step.
 */
export const Route = createFileRoute('/_app/onboard')({
  staticData: { title: 'Onboarding' },
  beforeLoad: () => {
    requireEmploymentType('onboarding')()
    requireOnboardingPending()
  },
  // Always read fresh: another device may have saved a step since.
  loader: ({ context }) => context.queryClient.fetchQuery({ ...onboardingQueryOptions(), staleTime: 0 }),
  pendingMs: 200,
  pendingComponent: OnboardingSkeleton,
  errorComponent: OnboardingRouteError,
  component: OnboardingPage,
})

function OnboardingRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  return (
    <OnboardingLoadError
      message={isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE}
      onRetry={() => {
        queryErrors.reset()
        reset()
        void router.invalidate()
      }}
    />
  )
}
