import type { ReactTable, RowData, TableState } from '@tanstack/react-table'
import type { CardRole, DataTableColumnMeta, DataTableFeatures } from './data-table-columns'
import { Placeholder } from './data-table-states'

type CardsProps<TRow extends RowData> = {
  table: ReactTable<DataTableFeatures, TRow, TableState<DataTableFeatures>>
  label: string
  loadingCards?: number
}

const roleOf = (cell: { column: { columnDef: { meta?: DataTableColumnMeta } } }): CardRole =>
  cell.column.columnDef.meta?.card ?? 'line'

/**
 * The phone layout: each row a card, laid out by its columns' `meta.card` role: the title and the
 * badge on top, labelled lines under them, actions at the foot.
 */
export function DataTableCards<TRow extends RowData>({ table, label, loadingCards }: CardsProps<TRow>) {
  const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]))
  if (loadingCards !== undefined) {
    return (
      <ul aria-label={label} className="flex flex-col gap-3">
        {Array.from({ length: loadingCards }, (_, index) => (
          <li key={index} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
            <div className="flex items-center justify-between gap-3">
              <Placeholder className="w-36" />
              <Placeholder className="w-[70px]" />
            </div>
            <Placeholder className="w-48" />
            <Placeholder className="w-40" />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {table.getRowModel().rows.map((row) => {
        const cells = row.getAllCells()
        const withRole = (role: CardRole) => cells.filter((cell) => roleOf(cell) === role)
        const lines = withRole('line')
        const actions = withRole('actions')
        return (
          <li key={row.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 font-medium break-words text-ink">
                {withRole('title').map((cell) => (
                  <div key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </div>
                ))}
              </div>
              {withRole('badge').map((cell) => (
                <div key={cell.id} className="shrink-0">
                  <table.FlexRender cell={cell} />
                </div>
              ))}
            </div>
            {lines.length > 0 && (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                {lines.map((cell) => {
                  const header = headers.get(cell.column.id)
                  return (
                    <div key={cell.id} className="contents">
                      <dt className="text-slate-600">{header && <table.FlexRender header={header} />}</dt>
                      <dd className="min-w-0 break-words text-ink">
                        <table.FlexRender cell={cell} />
                      </dd>
                    </div>
                  )
                })}
              </dl>
            )}
            {actions.length > 0 && (
              <div className="flex flex-wrap justify-end gap-2">
                {actions.map((cell) => (
                  <table.FlexRender key={cell.id} cell={cell} />
                ))}
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
