import { useId } from 'react'
import { LeaveBalanceList } from '@/components/leave/leave-balance-list'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useLeaveBalances } from '../api/get-leave-balances'

/** This year's balances beside the list: entitled, used, pending and left, the same list as the dashboard's. */
export function LeaveBalancesCard() {
  const headingId = useId()
  const balances = useLeaveBalances()
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <h2 id={headingId} className="mb-3 text-base font-semibold text-ink">
        Leave balances
      </h2>
      {balances.isPending && (
        <div aria-busy="true" aria-label="Loading your balances" className="grid gap-4">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-9" />
          ))}
        </div>
      )}
      {balances.isError && (
        <div role="alert" className="grid justify-items-start gap-2 text-sm text-slate-700">
          <p>Your balances could not be loaded.</p>
          <Button type="button" size="sm" color="white" onClick={() => void balances.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {balances.data && <LeaveBalanceList balances={balances.data} />}
    </section>
  )
}
