import { useMemo, type ReactNode } from 'react'
import type { PayslipSummary } from '@contract/payslip'
import { Page } from '@/components/ui/page'
import { useAmountsShown } from '@/components/payslip/use-amounts-shown'
import type { SearchChange } from '@/components/data-table/use-data-table'
import { LatestPayslipCard } from './components/latest-payslip-card'
import type { PayslipSearch } from './components/payslip-filters'
import { PayslipList } from './components/payslip-list'
import { ThirteenthMonthCard } from './components/thirteenth-month-card'
import { TaxCertificatesCard } from './components/tax-certificates-card'
import { AfterFirstPaint } from '@/lib/after-first-paint'

export type PayslipPageProps = {
  search: PayslipSearch
  onSearchChange: (search: PayslipSearch, change: SearchChange) => void
  /** A link to a payslip's own page, which the route gives (its address is the route's). */
  viewLink: (payslip: PayslipSummary) => ReactNode
}

/**
 * /payslip: the latest payslip on top, then every published one by year and month, then the yearly tax
 * certificates (BIR Form 2316). One switch shows or hides the amounts of all (someone may be looking
 * over a shoulder).
 */
export function PayslipPage({ search, onSearchChange, viewLink }: PayslipPageProps) {
  const amounts = useAmountsShown()
  // Kept across a filter or a page of the list: only the switch (or the page's link) draws the cards again.
  const cards = useMemo(
    () => (
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <LatestPayslipCard amounts={amounts} viewLink={viewLink} />
        <ThirteenthMonthCard amounts={amounts} />
      </div>
    ),
    [amounts, viewLink],
  )
  // Below the list, under the fold: the certificates join the page after its first paint.
  const certificates = useMemo(
    () => (
      <AfterFirstPaint>
        <TaxCertificatesCard amounts={amounts} />
      </AfterFirstPaint>
    ),
    [amounts],
  )
  return (
    <Page
      title="Payslip"
      description="Your payslips, newest first: open one for its earnings, deductions and year-to-date totals, or to download it as a PDF."
    >
      {cards}
      <section aria-label="Your payslips" className="min-w-0">
        <PayslipList search={search} onSearchChange={onSearchChange} viewLink={viewLink} amountsShown={amounts.shown} />
      </section>
      <div className="lg:max-w-xl">{certificates}</div>
    </Page>
  )
}
