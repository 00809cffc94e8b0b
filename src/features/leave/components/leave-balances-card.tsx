import { useId } from 'react'
import { LeaveBalanceList } from '@/components/leave/leave-balance-list'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { showsKeptAnswer } from '@/lib/kept-answers/kept-answer-state'
import { useLeaveBalances } from '../api/get-leave-balances'

/** This year's balances beside the list: entitled, used, pending and left, the same list as the dashboard's. */
export function LeaveBalancesCard() {
  const headingId = useId()
  const balances = useLeaveBalances()
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={headingId}>Leave balances</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {balances.isPending && (
            <div aria-busy="true" aria-label="Loading your balances" className="grid gap-4">
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} className="h-9" />
              ))}
            </div>
          )}
          {balances.isError && !showsKeptAnswer(balances) && (
            <LoadErrorAlert
              title="Your balances could not be loaded"
              error={balances.error}
              onRetry={() => void balances.refetch()}
              retrying={balances.isFetching}
              headingLevel={3}
            />
          )}
          {balances.data && <LeaveBalanceList balances={balances.data} />}
        </CardContent>
      </section>
    </Card>
  )
}
