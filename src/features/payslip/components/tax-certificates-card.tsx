import { useId } from 'react'
import type { TaxCertificateList, TaxCertificateSummary } from '@contract/payslip'
import { PayAmount } from '@/components/payslip/pay-amount'
import type { AmountsShown } from '@/components/payslip/use-amounts-shown'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDate, formatDateRange } from '@/lib/dates'
import { useDownloadTaxCertificate, useTaxCertificate, useTaxCertificates } from '../api/tax-certificates'
import { DownloadFailed, DownloadPdfButton } from './download-pdf-button'

/**
 * /payslip's BIR Form 2316 section: each year's certificate with its key figures (hidden until
 * revealed, with the page's other amounts) and its PDF, and when the current year's will come.
 */
export function TaxCertificatesCard({ amounts }: { amounts: AmountsShown }) {
  const headingId = useId()
  const certificates = useTaxCertificates()
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={headingId}>Tax certificates (BIR Form 2316)</h2>
          </CardTitle>
          <p className="text-sm text-slate-600">
            Your Certificate of Compensation Payment / Tax Withheld for each year: for your income tax return, a loan or
            a new employer.
          </p>
        </CardHeader>
        <CardContent>
          {certificates.isPending && (
            <div aria-busy="true" aria-label="Loading your tax certificates" className="grid gap-3">
              <Skeleton className="h-10" />
              <Skeleton className="h-16" />
            </div>
          )}
          {certificates.isError && (
            <LoadErrorAlert
              title="Your tax certificates could not be loaded"
              error={certificates.error}
              onRetry={() => void certificates.refetch()}
              retrying={certificates.isFetching}
              headingLevel={3}
            />
          )}
          {certificates.isSuccess && <CertificateList list={certificates.data} amounts={amounts} />}
        </CardContent>
      </section>
    </Card>
  )
}

function CertificateList({ list, amounts }: { list: TaxCertificateList; amounts: AmountsShown }) {
  const { certificates, upcoming } = list
  return (
    <div className="flex flex-col gap-4">
      {certificates.length > 0 && (
        <div className="flex justify-end">
          <Button variant="plain" color="blue" size="sm" onClick={amounts.toggle}>
            {amounts.shown ? <EyeOffIcon /> : <EyeIcon />}
            {amounts.shown ? 'Hide amounts' : 'Show amounts'}
          </Button>
        </div>
      )}
      {certificates.length > 0 && (
        <ul className="flex flex-col gap-4">
          {certificates.map((certificate) => (
            <li key={certificate.year}>
              <CertificateYear certificate={certificate} shown={amounts.shown} />
            </li>
          ))}
        </ul>
      )}
      {upcoming && (
        <p className="text-sm text-slate-700">
          Your BIR Form 2316 for {upcoming.year} will be here by {formatDate(upcoming.available_by)}.
        </p>
      )}
      {certificates.length === 0 && !upcoming && (
        <p className="text-sm text-slate-700">No tax certificate yet: one comes after each year you are paid.</p>
      )}
    </div>
  )
}

function CertificateYear({ certificate, shown }: { certificate: TaxCertificateSummary; shown: boolean }) {
  const headingId = useId()
  const { year } = certificate
  const figures = useTaxCertificate(year)
  const download = useDownloadTaxCertificate(year)
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-base font-semibold text-ink">
            {year}
          </h3>
          <p className="text-sm text-slate-600">
            {certificate.employer} · {formatDateRange(certificate.period_from, certificate.period_to)}
          </p>
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <DownloadPdfButton download={download} context={`of the ${year} certificate`} />
          <DownloadFailed error={download.isError ? download.error : null} />
        </div>
      </div>
      {figures.isPending && <Skeleton aria-label={`Loading the ${year} figures`} className="h-20" />}
      {figures.isError && (
        <p role="alert" className="text-sm text-red-700">
          The {year} figures could not be loaded.{' '}
          <Button variant="plain" color="blue" size="sm" onClick={() => void figures.refetch()}>
            Retry
          </Button>
        </p>
      )}
      {figures.isSuccess && (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <Figure label="Gross compensation" value={figures.data.summary.gross_compensation} shown={shown} />
          <Figure
            label="Non-taxable compensation"
            value={figures.data.summary.non_taxable_compensation}
            shown={shown}
          />
          <Figure label="Taxable compensation" value={figures.data.summary.taxable_compensation} shown={shown} />
          <Figure label="Tax due" value={figures.data.summary.tax_due} shown={shown} />
          <Figure
            label={adjustmentLabel(figures.data.summary.year_end_adjustment)}
            value={Math.abs(figures.data.summary.year_end_adjustment)}
            shown={shown}
          />
          <Figure
            label="Tax withheld, after the adjustment"
            value={figures.data.summary.tax_withheld}
            shown={shown}
            strong
          />
        </dl>
      )}
    </article>
  )
}

/** The year-end adjustment the year's last payslip made (RR 2-98), by what it did. */
function adjustmentLabel(adjustment: number): string {
  if (adjustment < 0) return 'Refunded on your last payslip of the year'
  if (adjustment > 0) return 'Withheld more on your last payslip of the year'
  return 'Year-end adjustment'
}

function Figure({ label, value, shown, strong }: { label: string; value: number; shown: boolean; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? 'font-semibold text-ink' : 'text-slate-600'}>{label}</dt>
      <dd className={`text-right tabular-nums ${strong ? 'font-semibold text-ink' : 'text-ink'}`}>
        <PayAmount value={value} shown={shown} />
      </dd>
    </>
  )
}
