import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router'
import { QueryProvider } from '@/app/query-provider'
import { SessionLifecycle } from '@/session/components/session-lifecycle'
import { SignedInHeader } from '@/session/components/signed-in-header'
import { requireUser } from '@/session/guards'
import { signOut } from '@/session/sign-out'
import { useAuth } from '@/session/use-auth'

/** Every employee page: signed-in people only, and the onboarding and password redirects of spec section 2. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    requireUser(location.pathname)
    // The data layer (TanStack Query, the API client, the contract, zod) loads with the first employee
    // page, not with the landing page (docs/decisions/0006-landing-first-load-budget.md). Pages below
    // read it in their loaders as `context.queryClient`.
    const { queryClient } = await import('@/app/query-client')
    return { queryClient }
  },
  component: SignedInLayout,
})

// The employee shell (sidebar, avatar menu) replaces the header in its own issue; the session's
// lifecycle (token check, idle timeout and its warning) stays here, where it ends with the session.
function SignedInLayout() {
  const href = useLocation({ select: (location) => location.href })
  const { user } = useAuth()
  return (
    <QueryProvider>
      <SessionLifecycle location={href} />
      {user && <SignedInHeader fullName={user.full_name} onSignOut={signOut} />}
      <Outlet />
    </QueryProvider>
  )
}
