import type { LegendMark } from '@/components/ui/calendar-legend'
import { cn } from '@/lib/cn'
import { holidayKindLabel } from '../day-summary'
import { holidayTones, ownLeaveTone, teammateDot } from './day-marks'

const swatch = 'inline-block h-3 w-5 shrink-0 rounded-sm'

/** What each mark on the leave calendar means, for its legend. */
export const legendMarks: readonly LegendMark[] = [
  { label: holidayKindLabel('regular'), mark: cn(swatch, 'border-l-4', holidayTones.regular) },
  { label: holidayKindLabel('special_non_working'), mark: cn(swatch, 'border-l-4', holidayTones.special_non_working) },
  { label: holidayKindLabel('special_working'), mark: cn(swatch, 'border-l-4', holidayTones.special_working) },
  { label: 'Your approved leave', mark: cn(swatch, ownLeaveTone('approved')) },
  { label: 'Your leave pending approval', mark: cn(swatch, ownLeaveTone('pending')) },
  { label: 'Teammates away (approved leave)', mark: teammateDot },
  { label: 'Today', mark: 'size-4 shrink-0 rounded-full bg-brand-600' },
]
