import { useState } from 'react'
import { leaveTypeLabel } from '@contract/options'
import { formatDate } from '@/lib/dates'
import { countDays } from '@/lib/format'
import { cn } from '@/lib/cn'
import type { BalancePreviewState } from '../api/get-balance-preview'
import type { LeaveCharge } from './leave-charge'

type Line = { text: string; warning: boolean }

/** The sentence for a charge, with the server's balance on the first day when the type draws from one. */
function lineOf(charge: LeaveCharge, balance: BalancePreviewState): Line | 'checking' {
  if (charge.kind === 'incomplete') return { text: '', warning: false }
  if (charge.kind === 'no-working-day')
    return {
      text: 'These dates fall on weekends or holidays only, so there is no working day to take as leave.',
      warning: true,
    }
  const charged = `This charges ${countDays(charge.days, charge.calendarDays ? 'calendar day' : 'working day')}`
  let line: Line = { text: `${charged}.`, warning: false }
  if (charge.balanceType) {
    const { preview } = balance
    if (balance.failed)
      line.text = `${charged}. Your balance on the first day could not be checked; the request is checked when you file it.`
    else if (!balance.current || !preview || preview.balance_on_start === null || preview.remaining_after === null)
      return 'checking'
    else {
      const on = `on ${formatDate(preview.date)} your ${leaveTypeLabel(charge.balanceType)} balance is`
      line =
        preview.shortfall_days > 0
          ? {
              text: `${charged}, but ${on} ${countDays(Math.max(0, preview.balance_on_start), 'day')}: ${countDays(preview.shortfall_days, 'day')} short. File the rest as leave without pay.`,
              warning: true,
            }
          : {
              text: `${charged}. ${on[0]!.toUpperCase()}${on.slice(1)} ${countDays(preview.balance_on_start, 'day')}; ${countDays(preview.remaining_after, 'day')} left after it.`,
              warning: false,
            }
    }
  }
  if (charge.overlapping.length > 0) {
    const [first] = charge.overlapping
    line.text += ` You already have leave on ${charge.overlapping.length === 1 ? formatDate(first!) : `${charge.overlapping.length} of these days, from ${formatDate(first!)}`}.`
    line.warning = true
  }
  return line
}

/**
 * The form's live account of what the leave charges (docs/product/screen-expectations.md#leave-form): the working-day
 * count at once, and the balance on the first day with what remains, or the days short, from GET
 * /leaves/balances/preview. While a new answer loads the last sentence stays, dimmed, so the line does not flicker.
 * A polite live region, so a screen reader hears it change as the dates do.
 */
export function LeaveChargeLine({
  charge,
  balance,
  id,
}: {
  charge: LeaveCharge
  balance: BalancePreviewState
  id?: string
}) {
  // The last sentence that was current: shown while the next balance loads (set during render, React's way of
  // keeping what a previous render derived).
  const [last, setLast] = useState<Line | null>(null)
  const line = lineOf(charge, balance)
  const checking = line === 'checking'
  if (!checking && line.text !== (last?.text ?? '')) setLast(line.text ? line : null)
  const shown = checking ? (last ?? { text: 'Checking your balance on the first day…', warning: false }) : line
  // The live region stays mounted while empty: screen readers announce changes to regions they know.
  return (
    <div id={id} aria-live="polite" aria-busy={checking}>
      {shown.text && (
        <p
          className={cn(
            'rounded-md px-3 py-2 text-sm',
            shown.warning ? 'bg-amber-50' : 'bg-brand-50',
            // Greyed, not faded, while the next balance loads: a translucent sentence would fall below the
            // contrast a reader needs.
            checking ? 'text-slate-600' : shown.warning ? 'text-amber-900' : 'text-brand-800',
          )}
        >
          {shown.text}
        </p>
      )}
    </div>
  )
}
