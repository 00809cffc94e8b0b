import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { OnboardingFrame } from './onboarding-frame'

export type OnboardingLoadErrorProps = { error: unknown; onRetry: () => void; retrying?: boolean }

/** What was saved could not be read: say so, and offer to try again (nothing typed is lost: drafts stay). */
export function OnboardingLoadError(props: OnboardingLoadErrorProps) {
  return (
    <OnboardingFrame>
      <LoadErrorAlert title="We could not load your onboarding" {...props} />
    </OnboardingFrame>
  )
}
