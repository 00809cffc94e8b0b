import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import {
  functionalUpdate,
  useTable,
  type ColumnFiltersState,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useEffect, useMemo, useRef } from 'react'
import type { PaginationMeta } from '@contract/envelope'
import { dataTableFeatures, sortableColumns, type DataTableColumn } from './data-table-columns'
import { hasValue, listQueryOf, type FilterKey, type ListQueryOf, type ListSearchBase } from './list-search'

/** One page of a list answer: the contract's paginator (`data` and Laravel's `meta`). */
export type ListPage<TRow> = { data: TRow[]; meta: PaginationMeta }
export type RowOf<TPage extends ListPage<object>> = TPage['data'][number]

export type SearchChange = {
  /** Replace the current history entry rather than add one (typing in the search box). */
  replace: boolean
}

export type DataTableOptions<TPage extends ListPage<object>, S extends ListSearchBase, TKey extends QueryKey> = {
  /** The route's validated search: `Route.useSearch()` of a route made with `listSearch`. */
  search: S
  /** Moves to another search, e.g. `(search, { replace }) => navigate({ search, replace })`. */
  onSearchChange: (search: S, change: SearchChange) => void
  /** The feature's query options for the contract's list route, given the contract's list query. */
  queryOptions: (query: ListQueryOf<S>) => UseQueryOptions<TPage, Error, TPage, TKey>
  columns: readonly DataTableColumn<RowOf<TPage>>[]
  /** A stable id per row (the record's id), so React keeps rows apart across pages. */
  getRowId: (row: RowOf<TPage>) => string
}

// Stable, so the table's row model is not rebuilt on every render while nothing is loaded.
const noRows: never[] = []

const BASE_KEYS: readonly string[] = ['page', 'per_page', 'sort']

/**
 * A TanStack Table in manual mode over a server-side list whose query lives in the URL: the table's
 * sorting, pagination and column filters are read from the search, and each change the table makes
 * becomes a new search. A filter, the search text, the sort or the page size starts again at page 1
 * (docs/product/states.md#lists-and-filters). The query for the new search keeps the previous page on screen until it
 * answers.
 */
export function useDataTable<TPage extends ListPage<object>, S extends ListSearchBase, TKey extends QueryKey>({
  search,
  onSearchChange,
  queryOptions,
  columns,
  getRowId,
}: DataTableOptions<TPage, S, TKey>) {
  const query = useQuery({ ...queryOptions(listQueryOf(search)), placeholderData: keepPreviousData })
  const meta = query.data?.meta
  const sortFields = useMemo(() => sortableColumns(columns), [columns])

  const sorting: SortingState = useMemo(() => {
    const descending = search.sort.startsWith('-')
    const field = descending ? search.sort.slice(1) : search.sort
    const column = sortFields.find((sortable) => sortable.field === field)
    return column ? [{ id: column.id, desc: descending }] : []
  }, [search.sort, sortFields])
  const pagination: PaginationState = useMemo(
    () => ({ pageIndex: search.page - 1, pageSize: search.per_page }),
    [search.page, search.per_page],
  )
  const columnFilters: ColumnFiltersState = useMemo(
    () =>
      Object.entries(search)
        .filter(([key, value]) => !BASE_KEYS.includes(key) && hasValue(value))
        .map(([id, value]) => ({ id, value })),
    [search],
  )
  // The search box's changes replace the history entry; the table's own API has no place to say so.
  const replaceNextFilterChange = useRef(false)

  const go = (next: Partial<ListSearchBase> & Record<string, unknown>, { replace = false, firstPage = true } = {}) =>
    onSearchChange({ ...search, ...(firstPage ? { page: 1 } : {}), ...next } as S, { replace })

  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataTableColumn<RowOf<TPage>>[],
    data: (query.data?.data as RowOf<TPage>[] | undefined) ?? noRows,
    getRowId,
    rowCount: meta?.total,
    pageCount: meta?.last_page,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    autoResetPageIndex: false,
    // The server always sorts by something: a second click reverses, it never removes.
    enableSortingRemoval: false,
    enableMultiSort: false,
    defaultColumn: { enableSorting: false },
    state: { sorting, pagination, columnFilters },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)
      const [chosen] = next
      const field = chosen && sortFields.find((sortable) => sortable.id === chosen.id)?.field
      if (next !== sorting && chosen && field) go({ sort: `${chosen.desc ? '-' : ''}${field}` })
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination)
      if (next.pageSize !== pagination.pageSize) go({ per_page: next.pageSize })
      else if (next.pageIndex !== pagination.pageIndex) go({ page: next.pageIndex + 1 }, { firstPage: false })
    },
    onColumnFiltersChange: (updater: Updater<ColumnFiltersState>) => {
      const next = functionalUpdate(updater, columnFilters)
      const replace = replaceNextFilterChange.current
      replaceNextFilterChange.current = false
      if (next === columnFilters) return
      const cleared = Object.fromEntries(columnFilters.map((filter) => [filter.id, undefined]))
      const chosen = Object.fromEntries(next.map((filter) => [filter.id, filter.value]))
      go({ ...cleared, ...chosen }, { replace })
    },
  })

  // A page past the end (an old bookmark, or the last record of the last page gone) shows the last page.
  const lastPage = meta?.last_page ?? 1
  const pastTheEnd = meta !== undefined && meta.total > 0 && search.page > meta.last_page
  useEffect(() => {
    if (pastTheEnd) onSearchChange({ ...search, page: lastPage }, { replace: true })
  }, [pastTheEnd, lastPage, onSearchChange, search])

  return {
    table,
    query,
    meta,
    /** A filter or the search text narrows the list: an empty list then means "no match", not "none yet". */
    filtered: columnFilters.length > 0,
    /** Sets filters by name ('' or undefined is 'All'), back at page 1. */
    setFilters: (filters: Partial<Pick<S, FilterKey<S>>>, { replace = false }: Partial<SearchChange> = {}) => {
      replaceNextFilterChange.current = replace
      table.setColumnFilters((current) => [
        ...current.filter((filter) => !(filter.id in filters)),
        ...Object.entries(filters)
          .filter(([, value]) => hasValue(value))
          .map(([id, value]) => ({ id, value })),
      ])
    },
    /** Every filter back to 'All', and the search text emptied; sort and page size stay. */
    clearFilters: () => table.setColumnFilters([]),
  }
}

export type DataTableState<TPage extends ListPage<object>, S extends ListSearchBase> = ReturnType<
  typeof useDataTable<TPage, S, QueryKey>
>
