import { createFileRoute, Outlet } from '@tanstack/react-router'
import { QueryProvider } from '@/app/query-provider'
import { requireUser } from '@/features/auth/guards'

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

// The employee shell (sidebar, header, idle warning) wraps this Outlet in its own issue.
function SignedInLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  )
}
