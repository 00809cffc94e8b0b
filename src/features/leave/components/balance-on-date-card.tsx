import { useId, useState } from 'react'
import { leaveTypeLabel } from '@contract/options'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { DatePicker } from '@/components/ui/date-picker'
import { FormControl, FormDescription, FormItem, FormLabel } from '@/components/ui/form-item'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatDate, manilaToday } from '@/lib/dates'
import { countDays, formatDays } from '@/lib/format'
import { useBalancesOn } from '../api/get-balances-on'

/**
 * "What will I have on…": each balance on a date of this year (GET /leaves/balances/on): accrued by then, the days
 * carried over, less every request filed this year. The calendar keeps to this year, as the route does.
 */
export function BalanceOnDateCard() {
  const ids = useId()
  const year = manilaToday().slice(0, 4)
  const [date, setDate] = useState('')
  const balances = useBalancesOn(date)
  const headingId = `${ids}-heading`
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={headingId}>What will I have on…</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormItem id={`${ids}-date`}>
            <FormLabel>Date</FormLabel>
            <FormControl>
              <DatePicker value={date} onChange={setDate} min={`${year}-01-01`} max={`${year}-12-31`} />
            </FormControl>
            <FormDescription>
              {`Any date in ${year}: what has accrued by then, less the leave you have filed this year.`}
            </FormDescription>
          </FormItem>
          {date !== '' && balances.isPending && (
            <div aria-busy="true" aria-label="Loading the balances on that date" className="grid gap-3">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-9" />
              ))}
            </div>
          )}
          {balances.isError && (
            <LoadErrorAlert
              title="The balances on that date could not be loaded"
              error={balances.error}
              onRetry={() => void balances.refetch()}
              retrying={balances.isFetching}
              headingLevel={3}
            />
          )}
          {balances.data && !balances.isError && (
            <div aria-live="polite" aria-busy={balances.isPlaceholderData}>
              <h3 className="mb-2 text-sm font-medium text-ink">On {formatDate(balances.data[0]?.date ?? date)}</h3>
              <ul className={cn('space-y-3 transition-opacity', balances.isPlaceholderData && 'opacity-60')}>
                {balances.data.map((balance) => (
                  <li key={balance.type} className="text-sm">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-medium text-ink">{leaveTypeLabel(balance.type)}</span>
                      <span className={balance.available_days < 0 ? 'font-medium text-red-700' : 'text-slate-700'}>
                        <strong className="font-semibold">{countDays(balance.available_days)}</strong>
                      </span>
                    </div>
                    <p className="text-xs text-slate-600">
                      {formatDays(balance.accrued_days)} accrued
                      {balance.carried_over_days > 0 && ` + ${formatDays(balance.carried_over_days)} carried over`}
                      {` − ${formatDays(balance.used_days)} used`}
                      {balance.pending_days > 0 && ` − ${formatDays(balance.pending_days)} pending`}
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </CardContent>
      </section>
    </Card>
  )
}
