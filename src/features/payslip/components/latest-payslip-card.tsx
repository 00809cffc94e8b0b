import { useId, type ReactNode } from 'react'
import type { PayslipSummary } from '@contract/payslip'
import { LatestPayslip } from '@/components/payslip/latest-payslip'
import type { AmountsShown } from '@/components/payslip/use-amounts-shown'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useLatestPayslip } from '../api/get-latest-payslip'
import { showsKeptAnswer } from '@/lib/kept-answers/kept-answer-state'

export type LatestPayslipCardProps = {
  amounts: AmountsShown
  viewLink: (payslip: PayslipSummary) => ReactNode
}

/** The latest payslip on top of /payslip: the dashboard's summary, with the way to open it. */
export function LatestPayslipCard({ amounts, viewLink }: LatestPayslipCardProps) {
  const headingId = useId()
  const latest = useLatestPayslip()
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={headingId}>Latest payslip</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {latest.isPending && (
            <div aria-busy="true" aria-label="Loading your latest payslip" className="grid gap-3">
              <Skeleton className="h-10" />
              <Skeleton className="h-16" />
            </div>
          )}
          {latest.isError && !showsKeptAnswer(latest) && (
            <LoadErrorAlert
              title="Your latest payslip could not be loaded"
              error={latest.error}
              onRetry={() => void latest.refetch()}
              retrying={latest.isFetching}
              headingLevel={3}
            />
          )}
          {(latest.isSuccess || showsKeptAnswer(latest)) && latest.data !== undefined && (
            <LatestPayslip
              payslip={latest.data}
              amounts={amounts}
              action={latest.data ? viewLink(latest.data) : undefined}
            />
          )}
        </CardContent>
      </section>
    </Card>
  )
}
