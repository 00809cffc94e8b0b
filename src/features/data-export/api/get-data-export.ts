import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '@/lib/api'
import { dataExportKeys } from './data-export-keys'

/** How often the page asks again while the archive is prepared: the server makes it within a minute. */
export const PREPARING_POLL_MS = 2_000

/** GET /privacy/data-export: the person's latest export, asked again every 2 seconds while it is prepared. */
export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: dataExportKeys.latest(),
    queryFn: ({ signal }) => apiData(api.dataExport.latest({ fetchOptions: { signal } })),
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? PREPARING_POLL_MS : false),
  })

export function useDataExport() {
  return useQuery(dataExportQueryOptions())
}
