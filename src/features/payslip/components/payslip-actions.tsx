import type { Payslip } from '@contract/payslip'
import { Button } from '@/components/ui/button'
import { useDownloadPayslip } from '../api/download-payslip'

/**
 * Download the server's PDF, or print this page (the print stylesheet leaves the payslip alone). A
 * failed download says so here, and the page stays as it was.
 */
export function PayslipActions({ payslip }: { payslip: Payslip }) {
  const download = useDownloadPayslip(payslip)
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end print:hidden">
      <div className="flex flex-wrap gap-2">
        <Button type="button" color="blue" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? 'Downloading…' : 'Download PDF'}
        </Button>
        <Button type="button" color="white" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      {download.isError && (
        <p role="alert" className="max-w-xs text-sm text-red-700">
          The PDF could not be downloaded: {download.error.message} Try again.
        </p>
      )}
    </div>
  )
}
