import type { ReactTable, RowData, TableState } from '@tanstack/react-table'
import { Icon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'
import type { DataTableColumnMeta, DataTableFeatures } from './data-table-columns'
import { Placeholder } from './data-table-states'

type GridProps<TRow extends RowData> = {
  table: ReactTable<DataTableFeatures, TRow, TableState<DataTableFeatures>>
  label: string
  /** Rows of placeholders in the table's shape while the first page loads. */
  loadingRows?: number
}

// One height for data and placeholder rows (a badge fits), so nothing moves when the page arrives.
const ROW_HEIGHT = 'h-14 py-2 align-middle'

const alignment = (meta: DataTableColumnMeta | undefined) => (meta?.align === 'end' ? 'text-right' : 'text-left')

/** The desktop layout: a table whose sortable headers are buttons (aria-sort on the header cell). */
export function DataTableGrid<TRow extends RowData>({ table, label, loadingRows }: GridProps<TRow>) {
  const columns = table.getAllLeafColumns()
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-600 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                const meta = header.column.columnDef.meta
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      header.column.getCanSort()
                        ? sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                    className={cn('h-10 px-4 font-medium whitespace-nowrap', alignment(meta))}
                  >
                    {header.isPlaceholder ? null : header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={cn(
                          '-mx-2 inline-flex cursor-pointer items-center gap-1 rounded px-2 py-1 uppercase hover:bg-slate-200 hover:text-ink',
                          sorted && 'text-ink',
                        )}
                      >
                        <table.FlexRender header={header} />
                        <SortIcon direction={sorted} />
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-200">
          {loadingRows !== undefined
            ? Array.from({ length: loadingRows }, (_, index) => (
                <tr key={index}>
                  {columns.map((column, cell) => (
                    <td key={column.id} className={cn(ROW_HEIGHT, 'px-4', alignment(column.columnDef.meta))}>
                      <Placeholder className={cell === 0 ? 'w-32' : 'w-20'} />
                    </td>
                  ))}
                </tr>
              ))
            : table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={cn(ROW_HEIGHT, 'px-4', alignment(cell.column.columnDef.meta))}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  )
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <Icon className={cn('size-3.5', !direction && 'text-slate-400')}>
      {direction === 'asc' && <path d="m6 15 6-6 6 6" />}
      {direction === 'desc' && <path d="m6 9 6 6 6-6" />}
      {!direction && <path d="m7 15 5 5 5-5M7 9l5-5 5 5" />}
    </Icon>
  )
}
