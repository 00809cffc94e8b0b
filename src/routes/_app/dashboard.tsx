import { createFileRoute } from '@tanstack/react-router'
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard'
import { DashboardLoadError } from '@/features/dashboard/components/dashboard-load-error'
import { DashboardPage } from '@/features/dashboard/components/dashboard-page'
import { DashboardSkeleton } from '@/features/dashboard/components/dashboard-skeleton'

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: 'Dashboard' },
  // The page paints with its data; coming back to it shows what is cached and refreshes it if stale.
  loader: ({ context }) => context.queryClient.ensureQueryData({ ...dashboardQueryOptions(), revalidateIfStale: true }),
  // The greeting and the cards' outlines show soon, rather than a blank page for a slow answer.
  pendingMs: 200,
  pendingComponent: DashboardSkeleton,
  // The skeleton shares the page's layout and greeting, so it comes in the page's chunk rather than in
  // the route tree every page loads.
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent']],
  errorComponent: DashboardLoadError,
  component: DashboardPage,
})
