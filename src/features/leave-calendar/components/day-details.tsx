import { Avatar } from '@/components/ui/avatar'
import { StatusBadge } from '@/components/ui/status-badge'
import { cn } from '@/lib/cn'
import { hasSomething, type CalendarDay } from '../calendar-days'
import { leaveTypeLabel } from '@contract/options'
import { holidayKindLabel } from '../day-summary'
import { HolidayMark } from './day-marks'

const sectionTitle = 'text-xs font-semibold tracking-wide text-slate-600 uppercase'

/** What is on a day: its holiday, the person's own leave with its status, and who else is away. */
export function DayDetails({ day, className }: { day: CalendarDay; className?: string }) {
  if (!hasSomething(day))
    return <p className={cn('text-sm text-slate-600', className)}>No holiday, and nobody is away.</p>
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {day.holiday && (
        <div>
          <HolidayMark holiday={day.holiday} size="details" />
          <p className="mt-1 text-xs text-slate-700">{holidayKindLabel(day.holiday.type)}</p>
        </div>
      )}
      {day.mine.length > 0 && (
        <div>
          <p className={sectionTitle}>Your leave</p>
          <ul aria-label="Your leave" className="mt-1 flex flex-col gap-1">
            {day.mine.map((leave) => (
              <li key={leave.id} className="flex items-center justify-between gap-2 text-sm text-ink">
                {leaveTypeLabel(leave.type)}
                <StatusBadge status={leave.status} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {day.teammates.length > 0 && (
        <div>
          <p className={sectionTitle}>Away</p>
          <ul aria-label="Away" className="mt-1 flex flex-col gap-1">
            {day.teammates.map((teammate) => (
              <li key={teammate.id} className="flex items-center gap-2 text-sm text-ink">
                {/* The entry carries no colour of the person's: initials take the palette's first. */}
                <Avatar name={teammate.name} imageUrl={teammate.photo} colour="blue" size="sm" />
                {teammate.name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
