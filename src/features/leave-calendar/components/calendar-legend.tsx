import { cn } from '@/lib/cn'
import { holidayKindLabel } from '../day-summary'
import { holidayTones, ownLeaveTone, teammateDot } from './day-marks'

const swatch = 'inline-block h-3 w-5 shrink-0 rounded-sm'

const entries = [
  { label: holidayKindLabel('regular'), mark: cn(swatch, 'border-l-4', holidayTones.regular) },
  { label: holidayKindLabel('special_non_working'), mark: cn(swatch, 'border-l-4', holidayTones.special_non_working) },
  { label: holidayKindLabel('special_working'), mark: cn(swatch, 'border-l-4', holidayTones.special_working) },
  { label: 'Your approved leave', mark: cn(swatch, ownLeaveTone('approved')) },
  { label: 'Your leave pending approval', mark: cn(swatch, ownLeaveTone('pending')) },
  { label: 'Teammates away (approved leave)', mark: teammateDot },
  { label: 'Today', mark: 'size-4 shrink-0 rounded-full bg-brand-600' },
]

/** What each mark on the calendar means. */
export function CalendarLegend({ className }: { className?: string }) {
  return (
    <ul aria-label="Legend" className={cn('flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-700', className)}>
      {entries.map(({ label, mark }) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={mark} />
          {label}
        </li>
      ))}
    </ul>
  )
}
