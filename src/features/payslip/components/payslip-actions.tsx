import type { Payslip } from '@contract/payslip'
import { Button } from '@/components/ui/button'
import { useDownloadPayslip } from '../api/download-payslip'
import { DownloadFailed, DownloadPdfButton } from './download-pdf-button'

/**
 * Download the server's PDF, or print this page (the print stylesheet leaves the payslip alone). A
 * failed download says so here, and the page stays as it was.
 */
export function PayslipActions({ payslip }: { payslip: Payslip }) {
  const download = useDownloadPayslip(payslip)
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end print:hidden">
      <div className="flex flex-wrap gap-2">
        <DownloadPdfButton download={download} />
        <Button type="button" color="white" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <DownloadFailed error={download.isError ? download.error : null} />
    </div>
  )
}
