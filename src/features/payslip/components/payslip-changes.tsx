import { useId } from 'react'
import { PayAmount } from '@/components/payslip/pay-amount'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { usePayslipChanges } from '../api/get-payslip-changes'
import { lineChangeWording, raisesNetPay } from './payslip-change-wording'
import { payslipPeriod } from './payslip-period'

export type PayslipChangesProps = {
  id: number
  /** The page's reveal switch, where it has one; the payslip's own page shows its amounts. */
  shown?: boolean
}

/**
 * "Why did my net pay change?" under a payslip: the net change first, then each line added, removed or
 * different from the payslip before, in plain words. Loaded after the payslip, which comes first.
 */
export function PayslipChanges({ id, shown = true }: PayslipChangesProps) {
  const headingId = useId()
  const changes = usePayslipChanges(id)
  return (
    <Card asChild>
      <section aria-labelledby={headingId} className="print:hidden">
        <CardHeader>
          <CardTitle asChild>
            <h2 id={headingId}>Why did my net pay change?</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {changes.isPending && (
            <div aria-busy="true" aria-label="Comparing with your payslip before" className="grid gap-2">
              <Skeleton className="h-5" />
              <Skeleton className="h-12" />
            </div>
          )}
          {changes.isError && (
            <LoadErrorAlert
              title="The comparison with your payslip before could not be loaded"
              error={changes.error}
              onRetry={() => void changes.refetch()}
              retrying={changes.isFetching}
              headingLevel={3}
            />
          )}
          {changes.isSuccess &&
            (changes.data.previous === null ? (
              <p className="text-sm text-slate-700">
                This is your first payslip: there is no payslip before it to compare with.
              </p>
            ) : (
              <>
                <p className="text-sm text-ink">
                  {changes.data.net_pay_change === 0 ? (
                    <>Your net pay is the same as on your payslip for {payslipPeriod(changes.data.previous)}.</>
                  ) : (
                    <>
                      Your net pay {changes.data.net_pay_change > 0 ? 'rose' : 'fell'} by{' '}
                      <strong className="font-semibold tabular-nums">
                        <PayAmount value={Math.abs(changes.data.net_pay_change)} shown={shown} />
                      </strong>{' '}
                      from your payslip for {payslipPeriod(changes.data.previous)}.
                    </>
                  )}
                </p>
                {changes.data.lines.length === 0 ? (
                  <p className="text-sm text-slate-600">No line of the payslip changed.</p>
                ) : (
                  <ul className="grid gap-1.5 text-sm text-ink" aria-label="What changed">
                    {changes.data.lines.map((line) => (
                      <li key={`${line.kind}-${line.code}`} className="flex gap-2">
                        <span
                          aria-hidden="true"
                          className={raisesNetPay(line) ? 'font-semibold text-green-700' : 'font-semibold text-red-700'}
                        >
                          {raisesNetPay(line) ? '+' : '−'}
                        </span>
                        <span className="tabular-nums">{lineChangeWording(line, shown)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ))}
        </CardContent>
      </section>
    </Card>
  )
}
