import { createFileRoute, redirect, useLocation, useNavigate } from '@tanstack/react-router'
import { VerificationPage } from '@/features/auth/sign-in/verification-page'

/**
 * The two-factor step as a page (docs/product/screens-and-routes.md#public-routes), for a login that starts outside the
 * landing dialog (the Success dialog of /reset-password). The user id travels in history state, never in the address;
 * without it there is no login to finish, so the visitor goes to /.
 */
export const Route = createFileRoute('/_guest/verification')({
  staticData: { title: 'Two-Factor Authentication' },
  beforeLoad: ({ location }) => {
    if (typeof location.state.twoFactorUserId !== 'number') throw redirect({ to: '/', replace: true })
  },
  component: VerificationRoute,
})

function VerificationRoute() {
  const userId = useLocation({ select: (location) => location.state.twoFactorUserId })
  const navigate = useNavigate()
  // beforeLoad let the page render only with a user id.
  if (userId === undefined) return null
  return <VerificationPage userId={userId} onCancel={() => void navigate({ to: '/', replace: true })} />
}
