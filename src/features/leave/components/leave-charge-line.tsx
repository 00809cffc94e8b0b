import { leaveTypeLabel } from '@contract/options'
import { formatDate } from '@/lib/dates'
import { formatDays } from '@/lib/format'
import { cn } from '@/lib/cn'
import type { LeaveCharge } from './leave-charge'

const plural = (days: number, noun: string) => `${formatDays(days)} ${noun}${days === 1 ? '' : 's'}`

/**
 * The form's live account of what the leave charges (docs/product/screen-expectations.md#leave-form: the working-day
 * count, the balance with pending counted, and a plain word when the dates hold no working day). A polite live region,
 * so a screen reader hears it change as the dates do.
 */
export function LeaveChargeLine({ charge, id }: { charge: LeaveCharge; id?: string }) {
  let text = ''
  let warning = false
  if (charge.kind === 'no-working-day') {
    text = 'These dates fall on weekends or holidays only, so there is no working day to take as leave.'
    warning = true
  } else if (charge.kind === 'charges') {
    const unit = charge.calendarDays ? 'calendar day' : 'working day'
    const { balance } = charge
    if (!balance) {
      text = `This charges ${plural(charge.days, unit)}.`
    } else {
      const left = balance.remaining_days - charge.days
      const name = leaveTypeLabel(balance.type)
      text =
        left >= 0
          ? `This charges ${plural(charge.days, unit)}; ${plural(left, 'day')} of ${name} left after it.`
          : `This charges ${plural(charge.days, unit)}, but only ${plural(Math.max(0, balance.remaining_days), 'day')} of ${name} ${balance.remaining_days === 1 ? 'is' : 'are'} left (pending requests counted). File the rest as leave without pay.`
      warning = left < 0
    }
    if (charge.overlapping.length > 0) {
      const [first] = charge.overlapping
      text += ` You already have leave on ${charge.overlapping.length === 1 ? formatDate(first!) : `${charge.overlapping.length} of these days, from ${formatDate(first!)}`}.`
      warning = true
    }
  }
  // The live region stays mounted while empty: screen readers announce changes to regions they know.
  return (
    <div id={id} aria-live="polite">
      {text && (
        <p
          className={cn(
            'rounded-md px-3 py-2 text-sm',
            warning ? 'bg-amber-50 text-amber-900' : 'bg-brand-50 text-brand-800',
          )}
        >
          {text}
        </p>
      )}
    </div>
  )
}
