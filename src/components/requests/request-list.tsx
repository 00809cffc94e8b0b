import { memo, useMemo, type ReactNode } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import type { ListPage, SearchChange } from '@/components/data-table/use-data-table'
import { DateRangeFilter } from './date-range-filter'
import { requestTrailingColumns } from './request-columns'
import type { AnyRequest, RequestKind, RequestSearch } from './request-kind'
import { requestListQueryOptions } from './request-queries'

export type RequestListProps<Request extends AnyRequest, Search extends RequestSearch, Body> = {
  kind: RequestKind<Request, Search, Body>
  search: Search
  onSearchChange: (search: Search, change: SearchChange) => void
  viewLink: (request: Request) => ReactNode
}

/**
 * The employee's requests of a kind, paged, sorted and filtered on the server, all of it in the URL:
 * the kind's columns and filters, then its status, last update and View, and the dates' filter.
 */
function RequestListOf<Request extends AnyRequest, Search extends RequestSearch, Body>({
  kind,
  search,
  onSearchChange,
  viewLink,
}: RequestListProps<Request, Search, Body>) {
  const columns = useMemo(() => [...kind.columns, ...requestTrailingColumns(viewLink)], [kind, viewLink])
  return (
    <DataTable<ListPage<Request>, Search, readonly unknown[]>
      label={kind.words.tableLabel}
      search={search}
      onSearchChange={onSearchChange}
      queryOptions={(query) => requestListQueryOptions(kind, query)}
      columns={columns}
      getRowId={(request) => String(request.id)}
      searchFilter={{ label: 'Search', placeholder: kind.words.searchPlaceholder }}
      filters={kind.filters}
      customFilters={(controls) => <DateRangeFilter controls={controls} />}
      emptyMessage={kind.words.emptyMessage}
    />
  )
}

export const RequestList = memo(RequestListOf) as typeof RequestListOf
