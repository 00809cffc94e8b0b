import type { QueryKey } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { showsKeptAnswer } from '@/lib/kept-answers/kept-answer-state'
import { Select, type SelectOption } from '@/components/ui/select'
import { cn } from '@/lib/cn'
import { useDesktop } from '@/lib/use-media-query'
import { sortableColumns } from './data-table-columns'
import { DataTableCards } from './data-table-cards'
import { DataTableGrid } from './data-table-grid'
import { DataTablePagination } from './data-table-pagination'
import { DataTableSearch } from './data-table-search'
import { NoMatches, NoRecordsYet } from './data-table-states'
import type { FilterKey, ListSearchBase } from './list-search'
import { useDataTable, type DataTableOptions, type ListPage, type SearchChange } from './use-data-table'

/** A select filter with the empty 'All' option first (docs/product/records.md#option-lists). */
export type SelectFilter<S extends ListSearchBase> = {
  key: FilterKey<S>
  label: string
  options: readonly SelectOption[]
}

/** What a custom filter (the date-range picker) gets: the current search and a way to change filters. */
export type FilterControls<S extends ListSearchBase> = {
  search: S
  /** Sets filters by name ('' or undefined is 'All'), back at page 1. */
  setFilters: (filters: Partial<Pick<S, FilterKey<S>>>, change?: Partial<SearchChange>) => void
}

export type DataTableProps<
  TPage extends ListPage<object>,
  S extends ListSearchBase,
  TKey extends QueryKey,
> = DataTableOptions<TPage, S, TKey> & {
  /** Names the table (its caption) and its messages, e.g. 'Leave requests'. */
  label: string
  /** The search box, over the contract's `filter[search]` unless another key is given. */
  searchFilter?: { label: string; placeholder?: string; key?: FilterKey<S> }
  filters?: readonly SelectFilter<S>[]
  /** Room in the filter bar for filters of another kind, e.g. a date range. */
  customFilters?: (controls: FilterControls<S>) => ReactNode
  /** When there are no records at all, e.g. "You have not filed any leave yet." */
  emptyMessage?: ReactNode
  /** Beside the empty message, e.g. a button that files the first one. */
  emptyAction?: ReactNode
  /** When filters leave nothing. */
  noMatchMessage?: ReactNode
  pageSizes?: readonly number[]
  className?: string
}

/**
 * A server-side list: filters, a table (cards on a phone) and paging, with its query in the URL.
 * See docs/decisions/0016-server-side-lists.md and the story for a whole example.
 */
export function DataTable<TPage extends ListPage<object>, S extends ListSearchBase, TKey extends QueryKey>({
  label,
  searchFilter,
  filters = [],
  customFilters,
  emptyMessage,
  emptyAction,
  noMatchMessage,
  pageSizes,
  className,
  ...options
}: DataTableProps<TPage, S, TKey>) {
  const id = useId()
  // Below the desktop breakpoint each row is a card.
  const desktop = useDesktop()
  const { table, query, meta, filtered, setFilters, clearFilters } = useDataTable(options)
  const { search } = options
  const what = label.toLowerCase()
  const rows = table.getRowModel().rows
  const searchKey = searchFilter?.key ?? ('search' as FilterKey<S>)
  const sortables = sortableColumns(options.columns)
  const sortOptions = sortables.flatMap(({ field, header }) => {
    const name = typeof header === 'string' ? header : field
    return [
      { value: field, label: `${name} (ascending)` },
      { value: `-${field}`, label: `${name} (descending)` },
    ]
  })

  // A person who keeps their answers reads the last list when the line drops (docs/product/offline.md#reading-offline).
  const failed = query.isError && !showsKeptAnswer(query)
  let body: ReactNode
  if (query.isPending) {
    body = desktop ? (
      <DataTableGrid table={table} label={label} loadingRows={search.per_page} />
    ) : (
      <DataTableCards table={table} label={label} loadingCards={Math.min(search.per_page, 5)} />
    )
  } else if (failed) {
    body = (
      <LoadErrorAlert
        title={`The ${what} could not be loaded.`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  } else if (rows.length === 0 && filtered) {
    body = <NoMatches message={noMatchMessage ?? `No ${what} match these filters.`} onClearFilters={clearFilters} />
  } else if (rows.length === 0) {
    body = <NoRecordsYet message={emptyMessage ?? `No ${what} yet.`} action={emptyAction} />
  } else {
    body = desktop ? <DataTableGrid table={table} label={label} /> : <DataTableCards table={table} label={label} />
  }

  const filterValue = (key: FilterKey<S>) => {
    const value = search[key]
    return value === undefined || value === null ? '' : String(value)
  }

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <div
        role="search"
        aria-label={`Filter ${what}`}
        className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end"
      >
        {searchFilter && (
          <div className="col-span-2 sm:w-64">
            <DataTableSearch
              id={`${id}-search`}
              label={searchFilter.label}
              placeholder={searchFilter.placeholder}
              value={filterValue(searchKey)}
              onSearch={(text) =>
                setFilters({ [searchKey]: text } as Partial<Pick<S, FilterKey<S>>>, { replace: true })
              }
            />
          </div>
        )}
        {filters.map((filter) => (
          <div key={filter.key} className="flex min-w-0 flex-col gap-1.5 sm:w-48">
            <label htmlFor={`${id}-${filter.key}`} className="text-xs font-medium text-slate-700">
              {filter.label}
            </label>
            <Select
              id={`${id}-${filter.key}`}
              options={filter.options}
              value={filterValue(filter.key)}
              onValueChange={(value) => setFilters({ [filter.key]: value } as Partial<Pick<S, FilterKey<S>>>)}
              allowEmpty
            />
          </div>
        ))}
        {customFilters?.({ search, setFilters })}
        {!desktop && sortOptions.length > 0 && (
          <div className="col-span-2 flex flex-col gap-1.5">
            <label htmlFor={`${id}-sort`} className="text-xs font-medium text-slate-700">
              Sort by
            </label>
            <Select
              id={`${id}-sort`}
              options={sortOptions}
              value={search.sort}
              placeholder="Default order"
              onValueChange={(sort) => {
                const column = sortables.find(({ field }) => field === sort.replace(/^-/, ''))
                if (column) table.setSorting([{ id: column.id, desc: sort.startsWith('-') }])
              }}
            />
          </div>
        )}
      </div>
      <div
        aria-busy={query.isFetching || undefined}
        className={cn('transition-opacity', query.isPlaceholderData && 'pointer-events-none opacity-60')}
      >
        {body}
      </div>
      {meta && !failed && rows.length > 0 && (
        <DataTablePagination
          id={id}
          meta={meta}
          pageSizes={pageSizes}
          onPage={(page) => table.setPageIndex(page - 1)}
          onPageSize={(size) => table.setPageSize(size)}
        />
      )}
    </div>
  )
}
