import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListQueryOf } from '@/components/data-table/list-search'
import { apiBody, apiData } from '@/lib/api'
import type { AnyRequest, RequestKind, RequestSearch } from './request-kind'

/** GET the kind's list: one page of the employee's requests, with the paginator's `meta`. */
export const requestListQueryOptions = <Request extends AnyRequest, Search extends RequestSearch, Body>(
  kind: RequestKind<Request, Search, Body>,
  query: ListQueryOf<Search>,
) =>
  queryOptions({
    queryKey: kind.keys.list(query),
    queryFn: ({ signal }) => apiBody(kind.routes.list({ query, fetchOptions: { signal } })),
  })

/** GET one request with its history and fresh signed links to its files, while an id is given. */
export function useRequest<Request extends AnyRequest, Search extends RequestSearch, Body>(
  kind: RequestKind<Request, Search, Body>,
  id: number | undefined,
) {
  return useQuery({
    queryKey: kind.keys.detail(id ?? 0),
    queryFn: ({ signal }) => apiData(kind.routes.get({ params: { id: id ?? 0 }, fetchOptions: { signal } })),
    enabled: id !== undefined,
  })
}
