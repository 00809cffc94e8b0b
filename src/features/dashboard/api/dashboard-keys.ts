/** Query keys of the dashboard feature; `all` invalidates everything it shows. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
}
