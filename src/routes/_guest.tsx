import { createFileRoute, Outlet } from '@tanstack/react-router'
import { QueryProvider } from '@/app/query-provider'
import { requireGuest } from '@/session/guards'

/**
 * The public pages other than / (docs/product/screens-and-routes.md#public-routes): /verification, /forgot-password,
 * /reset-password. A signed-in person goes to the dashboard; a guest gets the data layer their forms need, loaded with
 * this layout's code-split component, never with the landing page.
 */
export const Route = createFileRoute('/_guest')({
  beforeLoad: requireGuest,
  component: GuestLayout,
})

function GuestLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  )
}
