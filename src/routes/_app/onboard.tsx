import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { useRouteRetry } from '@/components/errors/use-route-retry'
import { onboardingQueryOptions } from '@/features/onboarding/api/get-onboarding'
import { OnboardingLoadError } from '@/features/onboarding/components/onboarding-load-error'
import { OnboardingSkeleton } from '@/features/onboarding/components/onboarding-skeleton'
import { OnboardingPage } from '@/features/onboarding/onboarding-page'
import { requireEmploymentType, requireOnboardingPending } from '@/session/guards'

/**
 * docs/product/screens-and-routes.md#employee-routes: regular and probationary employees (contract/access.ts). Someone
 * still onboarding is sent here from every other page (requireUser), and the shell shows no sidebar here. The page
 * paints with what was saved, so it opens at the first unfinished step.
 */
export const Route = createFileRoute('/_app/onboard')({
  staticData: { title: 'Onboarding' },
  beforeLoad: () => {
    requireEmploymentType('onboarding')()
    requireOnboardingPending()
  },
  // Always read fresh: another device may have saved a step since. The loader waits for the forms of the
  // steps the visit opens at, so the page renders once, whole (later-steps.ts says why).
  loader: async ({ context }) => {
    const progress = await context.queryClient.fetchQuery({ ...onboardingQueryOptions(), staleTime: 0 })
    // Imported here, not above: the route tree, on every page's first load, keeps only this call.
    await import('@/features/onboarding/components/later-steps').then((steps) => steps.preloadOpeningSteps(progress))
    return progress
  },
  pendingMs: 200,
  pendingComponent: OnboardingSkeleton,
  errorComponent: OnboardingRouteError,
  component: OnboardingPage,
})

function OnboardingRouteError({ error, reset }: ErrorComponentProps) {
  const { retry, retrying } = useRouteRetry(reset)
  return <OnboardingLoadError error={error} onRetry={retry} retrying={retrying} />
}
