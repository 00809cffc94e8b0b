import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { useRouteRetry } from '@/components/errors/use-route-retry'
import { profileQueryOptions, useProfile } from '@/features/profile/api/get-profile'
import { ProfileLoadError } from '@/features/profile/components/profile-load-error'
import { ProfileSkeleton } from '@/features/profile/components/profile-skeleton'
import { ProfilePage } from '@/features/profile/profile-page'

/** docs/product/screens-and-routes.md#employee-routes: open to every employment type. */
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
  const { retry, retrying } = useRouteRetry(reset)
  return <ProfileLoadError error={error} onRetry={retry} retrying={retrying} />
}
