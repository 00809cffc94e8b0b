import { createFileRoute, Outlet, useLocation, useMatches } from '@tanstack/react-router'
import { canUse } from '@contract/access'
import type { User } from '@contract/user'
import { QueryProvider } from '@/app/query-provider'
import { OfflineMark } from '@/components/offline/offline-mark'
import { LoadingScreen } from '@/components/ui/loading-screen'
import { useUnviewedPayslipCount } from '@/features/payslip/api/get-unviewed-payslip-count'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { EmployeeShell } from '@/features/shell/employee-shell'
import { env } from '@/config/env'
import { useOnceIdle } from '@/lib/use-once-idle'
import { belongsInAdminApp, leaveForAdminApp } from '@/session/admin-redirect'
import { SessionLifecycle } from '@/session/components/session-lifecycle'
import { requireUser } from '@/session/guards'
import { signOut } from '@/session/sign-out'
import { switchToAdmin } from '@/session/switch-to-admin'
import { useAuth } from '@/session/use-auth'
import { usePendingTaskRedirect } from '@/session/use-pending-task-redirect'

/**
 * Every employee page: signed-in people only, and the onboarding and password redirects of
 * docs/product/screens-and-routes.md#redirect-rules.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    // docs/product/screens-and-routes.md#redirect-rules: an admin session is sent to the admin application from any
    // path; the entry does it at load (main.tsx), this on a move inside the app (Login on the landing page).
    if (belongsInAdminApp(env.VITE_ADMIN_APP_URL)) await leaveForAdminApp(env.VITE_ADMIN_APP_URL)
    requireUser(location.pathname)
    // The data layer (TanStack Query, the API client, the contract, zod) loads with the first employee
    // page, not with the landing page (docs/decisions/0006-landing-first-load-budget.md). Pages below
    // read it in their loaders as `context.queryClient`.
    const { queryClient, keptAnswersRestored } = await import('@/app/query-client')
    // A person who keeps their answers on this device finds them before the page reads (docs/product/offline.md).
    await keptAnswersRestored()
    return { queryClient }
  },
  component: SignedInLayout,
})

// The session's lifecycle (token check, idle timeout and its warning) lives here, where it ends with
// the session; the shell goes with the person: after Sign Out, the loading screen until / shows.
function SignedInLayout() {
  const { user } = useAuth()
  usePendingTaskRedirect()
  return (
    <QueryProvider>
      <SessionLifecycleHere />
      {user ? <SignedInShell user={user} /> : <LoadingScreen />}
    </QueryProvider>
  )
}

/**
 * The session is checked on every move, a filter or an opened form included. Only this reads the whole address:
 * read by the layout, every such move rendered the whole shell again, which cost a phone tens of milliseconds on
 * each press.
 */
function SessionLifecycleHere() {
  const href = useLocation({ select: (location) => location.href })
  return <SessionLifecycle location={href} />
}

/**
 * The shell composed with what it shows from other features: the payslip feature's unviewed count and
 * the notifications' bell.
 */
function SignedInShell({ user }: { user: User }) {
  // docs/product/screens-and-routes.md#sidebar: no sidebar on the onboarding page, while it loads or fails to load too
  // (the person is held there either way); where /onboard answers not found (an employment type onboarding is not open
  // to), the shell stays as for any unknown address.
  const onboarding = useMatches({
    select: (matches) => matches.some((match) => match.routeId === '/_app/onboard' && match.status !== 'notFound'),
  })
  // A count on the menu's Payslip, asked once idle as the bell's is: never on the page's way to its content.
  const idle = useOnceIdle()
  const { data: unviewedPayslips } = useUnviewedPayslipCount({
    enabled: idle && canUse('payslip', user.employment_type),
  })
  return (
    <EmployeeShell
      user={user}
      withSidebar={!onboarding}
      unviewedPayslips={unviewedPayslips}
      notificationBell={<NotificationBell />}
      offlineMark={<OfflineMark />}
      onSignOut={signOut}
      onSwitchToAdmin={switchToAdmin}
    >
      <Outlet />
    </EmployeeShell>
  )
}
