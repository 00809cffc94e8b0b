import type { Holiday } from '@contract/leave'
import { formatDate } from '@/lib/dates'
import { formatRelativeDate } from '@/lib/dates/format-relative'

const kindLabels: Record<Holiday['type'], string> = {
  regular: 'Regular holiday',
  special_non_working: 'Special non-working day',
  special_working: 'Special working day',
}

/** The next Philippine holidays: name, date and kind (regular and special days are paid differently). */
export function HolidayList({ holidays }: { holidays: readonly Holiday[] }) {
  if (holidays.length === 0) return <p className="text-sm text-slate-600">No holidays coming up.</p>
  return (
    <ul className="divide-y divide-slate-100">
      {holidays.map((holiday) => (
        <li key={holiday.date} className="py-2.5 first:pt-0 last:pb-0">
          <p className="text-sm font-medium text-ink">{holiday.name}</p>
          <p className="text-xs text-slate-600">
            {formatDate(holiday.date)} · {formatRelativeDate(holiday.date)} ·{' '}
            <span className={holiday.type === 'regular' ? 'font-medium text-ink' : undefined}>
              {kindLabels[holiday.type]}
            </span>
          </p>
        </li>
      ))}
    </ul>
  )
}
