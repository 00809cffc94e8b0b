import { Button } from '@/components/ui/button'
import { ProfileFrame } from './profile-frame'

export type ProfileLoadErrorProps = {
  /** Already worded for people (an ApiError's message), or the generic one. */
  message: string
  onRetry: () => void
}

/** The profile could not be read: say so in the page, and offer to try again. */
export function ProfileLoadError({ message, onRetry }: ProfileLoadErrorProps) {
  return (
    <ProfileFrame>
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="font-semibold text-red-900">We could not load your profile.</p>
        <p className="text-sm text-red-900">{message}</p>
        <Button color="white" size="sm" onClick={onRetry}>
          Retry
        </Button>
      </div>
    </ProfileFrame>
  )
}
