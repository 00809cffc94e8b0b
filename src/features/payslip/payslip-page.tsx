import type { ReactNode } from 'react'
import type { PayslipSummary } from '@contract/payslip'
import { useAmountsShown } from '@/components/payslip/use-amounts-shown'
import type { SearchChange } from '@/components/data-table/use-data-table'
import { LatestPayslipCard } from './components/latest-payslip-card'
import type { PayslipSearch } from './components/payslip-filters'
import { PayslipList } from './components/payslip-list'

export type PayslipPageProps = {
  search: PayslipSearch
  onSearchChange: (search: PayslipSearch, change: SearchChange) => void
  /** A link to a payslip's own page, which the route gives (its address is the route's). */
  viewLink: (payslip: PayslipSummary) => ReactNode
}

/**
 * /payslip: the latest payslip on top, then every published one by year and month. One switch shows
 * or hides the amounts of both (someone may be looking over a shoulder).
 */
export function PayslipPage({ search, onSearchChange, viewLink }: PayslipPageProps) {
  const amounts = useAmountsShown()
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <div>
        <h1 className="text-2xl font-semibold text-ink">Payslip</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your payslips, newest first: open one for its earnings, deductions and year-to-date totals, or to download it
          as a PDF.
        </p>
      </div>
      <div className="lg:max-w-xl">
        <LatestPayslipCard amounts={amounts} viewLink={viewLink} />
      </div>
      <section aria-label="Your payslips" className="min-w-0">
        <PayslipList search={search} onSearchChange={onSearchChange} viewLink={viewLink} amountsShown={amounts.shown} />
      </section>
    </main>
  )
}
