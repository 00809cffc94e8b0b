import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { ProfileFrame } from './profile-frame'

export type ProfileLoadErrorProps = { error: unknown; onRetry: () => void; retrying?: boolean }

/** The profile could not be read: say so in the page, and offer to try again. */
export function ProfileLoadError(props: ProfileLoadErrorProps) {
  return (
    <ProfileFrame>
      <LoadErrorAlert title="We could not load your profile" {...props} />
    </ProfileFrame>
  )
}
