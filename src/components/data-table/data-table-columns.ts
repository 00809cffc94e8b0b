import {
  columnFilteringFeature,
  createColumnHelper,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table'

/** How a column shows when each row is a card (below the md breakpoint). */
export type CardRole =
  /** The card's heading. */
  | 'title'
  /** Top right, beside the title: a StatusBadge. */
  | 'badge'
  /** A labelled line under the title, the column's header as its label (the default). */
  | 'line'
  /** Buttons or links at the card's foot, e.g. 'View'. */
  | 'actions'
  /** Not on the card. */
  | 'hidden'

export type DataTableColumnMeta = {
  card?: CardRole
  /**
   * The contract's sort field this column sorts by, when it is not the column's id. A column sorts
   * only with `enableSorting: true`, and only by a field its list query accepts (e.g. `leaveSorts`).
   */
  sortField?: string
  /** 'end' for amounts, so their digits line up. */
  align?: 'start' | 'end'
}

/**
 * The TanStack Table features of a server-side list: sorting and paging state the server acts on
 * (manual mode), filters that live in the URL, and our column meta.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnFilteringFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
})

export type DataTableFeatures = typeof dataTableFeatures

/**
 * A column of a DataTable over rows of TRow. Its value type is `any`, as in TanStack's own
 * `helper.columns()`: columns of different value types share one array.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>

/**
 * TanStack Table's column helper for a DataTable's rows:
 *
 *   const column = dataTableColumns<LeaveRequest>()
 *   export const leaveColumns = column.columns([
 *     column.accessor('type', { header: 'Type', cell: (info) => labelOf(leaveTypeOptions, info.getValue()), meta: { card: 'title' } }),
 *     column.accessor('updated_at', { header: 'Last updated', enableSorting: true, cell: ... }),
 *   ])
 */
export function dataTableColumns<TRow extends RowData>() {
  return createColumnHelper<DataTableFeatures, TRow>()
}

/** The columns a header click sorts, with the contract's sort field of each. */
export function sortableColumns<TRow extends RowData>(columns: readonly DataTableColumn<TRow>[]) {
  return columns.flatMap((column) => {
    const id = column.id ?? ('accessorKey' in column ? String(column.accessorKey) : undefined)
    if (!column.enableSorting || id === undefined) return []
    return [{ id, field: column.meta?.sortField ?? id, header: column.header }]
  })
}
