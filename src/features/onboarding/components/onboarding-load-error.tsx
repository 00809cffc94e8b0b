import { Button } from '@/components/ui/button'
import { OnboardingFrame } from './onboarding-frame'

export type OnboardingLoadErrorProps = {
  /** Already worded for people (an ApiError's message), or the generic one. */
  message: string
  onRetry: () => void
}

/** What was saved could not be read: say so, and offer to try again (nothing typed is lost: drafts stay). */
export function OnboardingLoadError({ message, onRetry }: OnboardingLoadErrorProps) {
  return (
    <OnboardingFrame>
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="font-semibold text-red-900">We could not load your onboarding.</p>
        <p className="text-sm text-red-900">{message}</p>
        <Button color="white" size="sm" onClick={onRetry}>
          Retry
        </Button>
      </div>
    </OnboardingFrame>
  )
}
