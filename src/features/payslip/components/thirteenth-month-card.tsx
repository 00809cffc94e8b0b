import { useId } from 'react'
import { ThirteenthMonthSoFar } from '@/components/payslip/thirteenth-month-so-far'
import type { AmountsShown } from '@/components/payslip/use-amounts-shown'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useThirteenthMonth } from '../api/get-thirteenth-month'
import { showsKeptAnswer } from '@/lib/kept-answers/kept-answer-state'

/** /payslip's 13th-month pay so far, its amounts shown and hidden with the page's other amounts. */
export function ThirteenthMonthCard({ amounts }: { amounts: AmountsShown }) {
  const headingId = useId()
  const thirteenthMonth = useThirteenthMonth()
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={headingId}>13th-month pay</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {thirteenthMonth.isPending && (
            <div aria-busy="true" aria-label="Loading your 13th-month pay" className="grid gap-2">
              <Skeleton className="h-6" />
              <Skeleton className="h-10" />
            </div>
          )}
          {thirteenthMonth.isError && !showsKeptAnswer(thirteenthMonth) && (
            <LoadErrorAlert
              title="Your 13th-month pay could not be loaded"
              error={thirteenthMonth.error}
              onRetry={() => void thirteenthMonth.refetch()}
              retrying={thirteenthMonth.isFetching}
              headingLevel={3}
            />
          )}
          {(thirteenthMonth.isSuccess || showsKeptAnswer(thirteenthMonth)) && thirteenthMonth.data !== undefined && (
            <ThirteenthMonthSoFar thirteenthMonth={thirteenthMonth.data} shown={amounts.shown} />
          )}
        </CardContent>
      </section>
    </Card>
  )
}
