import type { PayslipSummary } from '@contract/payslip'
import { Badge } from '@/components/ui/badge'

/** 'New' on a payslip not opened yet, 'Opened' once it was. */
export function ViewedBadge({ payslip }: { payslip: Pick<PayslipSummary, 'viewed_at'> }) {
  return payslip.viewed_at === null ? <Badge color="blue">New</Badge> : <Badge>Opened</Badge>
}
