import { queryRoots } from '@/lib/api/query-roots'

/** Query keys of the dashboard feature; `all` invalidates everything it shows. */
export const dashboardKeys = {
  all: queryRoots.dashboard,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
}
