import type { LeaveBalance } from '@contract/leave'
import { leaveTypeLabel } from '@contract/options'
import { cn } from '@/lib/cn'
import { formatDays } from '@/lib/format'

const percent = (part: number, whole: number) => `${whole > 0 ? (part / whole) * 100 : 0}%`

/**
 * Each leave type's balance as entitled, used, pending and left. Pending requests already hold their
 * days (the peers' most common complaint is a balance that ignores them), so the bar and the words
 * both show them apart from what is used and what is left.
 */
export function LeaveBalanceList({ balances }: { balances: readonly LeaveBalance[] }) {
  if (balances.length === 0) {
    return <p className="text-sm text-slate-600">No leave balances yet. They show here once HR sets them up.</p>
  }
  return (
    <>
      <BalanceLegend />
      <ul className="space-y-4">
        {balances.map((balance) => (
          <li key={balance.type}>
            <BalanceRow balance={balance} />
          </li>
        ))}
      </ul>
    </>
  )
}

function BalanceRow({ balance }: { balance: LeaveBalance }) {
  const { entitled_days: entitled, used_days: used, pending_days: pending, remaining_days: remaining } = balance
  // Overdrawn (an admin's correction, say): the bar is as long as what was taken.
  const scale = Math.max(entitled, used + pending)
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-ink">{leaveTypeLabel(balance.type)}</span>
        {remaining >= 0 ? (
          <span className="text-slate-700">
            <strong className="font-semibold text-ink">{formatDays(remaining)}</strong> of {formatDays(entitled)} days
            left
          </span>
        ) : (
          <span className="font-medium text-red-700">
            {formatDays(-remaining)} over the {formatDays(entitled)} days allowed
          </span>
        )}
      </div>
      <div aria-hidden="true" className="mt-1.5 flex h-2.5 overflow-hidden rounded-full bg-slate-100">
        <div className="bg-brand-600" style={{ width: percent(used, scale) }} />
        <div className="bg-amber-400" style={{ width: percent(pending, scale) }} />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {formatDays(used)} used
        {pending > 0 && (
          <>
            {' · '}
            <span className="font-medium text-amber-800">{formatDays(pending)} pending approval</span>
          </>
        )}
      </p>
      {balance.accrual && (
        <p className="text-xs text-slate-600">
          Accrues {formatDays(balance.accrual.days_per_month)} days a month
          {balance.accrual.carry_over.from_last_year > 0 &&
            ` · ${formatDays(balance.accrual.carry_over.from_last_year)} carried over from ${Number(balance.accrual.accrues_from.slice(0, 4)) - 1}`}
        </p>
      )}
    </>
  )
}

/** The bar's colours, once per card. */
function BalanceLegend() {
  const keys = [
    { label: 'Used', swatch: 'bg-brand-600' },
    { label: 'Pending', swatch: 'bg-amber-400' },
    { label: 'Left', swatch: 'bg-slate-100 ring-1 ring-slate-300 ring-inset' },
  ]
  return (
    <ul aria-hidden="true" className="mb-3 flex gap-4 text-xs text-slate-600">
      {keys.map(({ label, swatch }) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className={cn('size-2.5 rounded-full', swatch)} />
          {label}
        </li>
      ))}
    </ul>
  )
}
