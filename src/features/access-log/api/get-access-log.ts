import { queryOptions } from '@tanstack/react-query'
import type { AccessLogListQuery } from '@contract/access-log'
import { api, apiBody } from '@/lib/api'
import { accessLogKeys } from './access-log-keys'

/** GET /privacy/access-log: one page of the signed-in person's access log, with the paginator's `meta`. */
export const accessLogQueryOptions = (query: AccessLogListQuery) =>
  queryOptions({
    queryKey: accessLogKeys.list(query),
    queryFn: ({ signal }) => apiBody(api.accessLog.list({ query, fetchOptions: { signal } })),
  })
