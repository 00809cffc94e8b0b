import type { ErrorComponentProps } from '@tanstack/react-router'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { useRouteRetry } from '@/components/errors/use-route-retry'
import { DashboardLayout } from './dashboard-layout'

/** The dashboard call failed: the page says so in place of its cards, and Retry loads the route again. */
export function DashboardLoadError({ error, reset }: ErrorComponentProps) {
  const { retry, retrying } = useRouteRetry(reset)
  return (
    <DashboardLayout>
      <LoadErrorAlert title="Your dashboard could not be loaded" error={error} onRetry={retry} retrying={retrying} />
    </DashboardLayout>
  )
}
