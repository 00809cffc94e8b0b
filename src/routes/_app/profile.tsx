import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { profileQueryOptions, useProfile } from '@/features/profile/api/get-profile'
import { ProfileLoadError } from '@/features/profile/components/profile-load-error'
import { ProfileSkeleton } from '@/features/profile/components/profile-skeleton'
import { ProfilePage } from '@/features/profile/profile-page'
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api/api-error'

/** Spec section 2: open to every employment type. */
export const Route = createFileRoute('/_app/profile')({
  staticData: { title: 'My Profile' },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  pendingComponent: ProfileSkeleton,
  errorComponent: ProfileRouteError,
  component: ProfileRoute,
})

function ProfileRoute() {
  return <ProfilePage profile={useProfile()} />
}

function ProfileRouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  return (
    <ProfileLoadError
      message={isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE}
      onRetry={() => {
        queryErrors.reset()
        reset()
        void router.invalidate()
      }}
    />
  )
}
