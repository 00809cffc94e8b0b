import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { useDocumentTitle } from '@/app/document-title'
import type { RouterContext } from '@/app/router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  useDocumentTitle()
  return <Outlet />
}
