import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireUser } from '@/features/auth/guards'

/** Every employee page: signed-in people only, and the onboarding and password redirects of spec section 2. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireUser(location.pathname),
  // The employee shell (sidebar, header, idle warning) wraps this Outlet in its own issue.
  component: Outlet,
})
