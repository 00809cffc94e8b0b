import { useId } from 'react'
import { LeaveBalanceList } from '@/components/leave/leave-balance-list'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
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
        <LoadErrorAlert
          title="Your balances could not be loaded"
          error={balances.error}
          onRetry={() => void balances.refetch()}
          retrying={balances.isFetching}
          headingLevel={3}
        />
      )}
      {balances.data && <LeaveBalanceList balances={balances.data} />}
    </section>
  )
}
