import { createRootRoute, Outlet } from '@tanstack/react-router'
import { useDocumentTitle } from '@/app/use-document-title'

export const Route = createRootRoute({
  component: RootLayout,
})

function RootLayout() {
  useDocumentTitle()
  return <Outlet />
}
