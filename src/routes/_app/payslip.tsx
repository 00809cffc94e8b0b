import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/shell/coming-soon-page'
import { requireEmploymentType } from '@/session/guards'

/** Spec section 2: regular and probationary employees (contract/access.ts). The payslip screens land in their own issue. */
export const Route = createFileRoute('/_app/payslip')({
  staticData: { title: 'Payslip' },
  beforeLoad: requireEmploymentType('payslip'),
  component: PayslipPage,
})

function PayslipPage() {
  return (
    <ComingSoonPage
      title="Payslip"
      summary="Your published payslips, newest first, with the latest one on top."
      plans={[
        'Earnings and deductions of each payslip: SSS, PhilHealth, Pag-IBIG and withholding tax',
        'Payslips by year and month, with your pay to date',
        'Each payslip as a PDF to download',
      ]}
      backTo={{ href: '/dashboard', label: 'Back to Dashboard' }}
    />
  )
}
