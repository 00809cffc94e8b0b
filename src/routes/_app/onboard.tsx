import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/shell/coming-soon-page'
import { requireEmploymentType, requireOnboardingPending } from '@/session/guards'

/**
 * Spec section 2: regular and probationary employees (contract/access.ts). Someone still onboarding
 * is sent here from every other page (requireUser), and the shell shows no sidebar here. The
 * onboarding steps land in their own issue.
 */
export const Route = createFileRoute('/_app/onboard')({
  staticData: { title: 'Onboarding' },
  beforeLoad: () => {
    requireEmploymentType('onboarding')()
    requireOnboardingPending()
  },
  component: OnboardingPage,
})

function OnboardingPage() {
  return (
    <ComingSoonPage
      title="Onboarding"
      summary="Welcome aboard! A few steps set up your employee record."
      plans={[
        'Personal information and your photo',
        'Emergency contacts',
        'Bank information for your pay',
        'SSS, PhilHealth, Pag-IBIG and TIN numbers',
        'A password of your own',
      ]}
    />
  )
}
