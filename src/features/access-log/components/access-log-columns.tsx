import type { AccessLogEntry } from '@contract/access-log'
import { labelOf } from '@contract/options'
import { accessActionOptions, privacyCategoryOptions } from '@contract/privacy-options'
import { dataTableColumns } from '@/components/data-table/data-table-columns'
import { actorWords } from '@/components/privacy/actor-words'
import { formatDateTime } from '@/lib/dates'

const column = dataTableColumns<AccessLogEntry>()

/**
 * The access log's columns: what was done to which record (the card's title), who did it and in what
 * role, the category of data, why, and when (the one sort: newest first by default).
 */
export const accessLogColumns = column.columns([
  column.accessor('record', {
    header: 'What',
    cell: (info) => {
      const entry = info.row.original
      return (
        <span className="flex flex-col gap-0.5">
          <span className="font-semibold">{labelOf(accessActionOptions, entry.action)}</span>
          <span className="text-sm text-slate-600">{info.getValue()}</span>
        </span>
      )
    },
    meta: { card: 'title' },
  }),
  column.accessor('actor', {
    header: 'Who',
    cell: (info) => actorWords(info.getValue()),
  }),
  column.accessor('category', {
    header: 'Data',
    cell: (info) => labelOf(privacyCategoryOptions, info.getValue()),
  }),
  column.accessor('purpose', { header: 'Why' }),
  column.accessor('at', {
    header: 'When',
    cell: (info) => formatDateTime(info.getValue()),
    enableSorting: true,
    sortDescFirst: true,
  }),
])
