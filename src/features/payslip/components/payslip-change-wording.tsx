import type { ReactNode } from 'react'
import type { PayslipLineChange } from '@contract/payslip'
import { PayAmount } from '@/components/payslip/pay-amount'

/**
 * A changed line in plain words, by what it did to the net pay: "Overtime (6 hours at 125%) added:
 * ₱2,521.55 more", "Withholding tax rose by ₱531.21", "Leave without pay (1 day): ₱2,689.66 less".
 */
export function lineChangeWording(line: PayslipLineChange, shown: boolean): ReactNode {
  const amount = <PayAmount value={Math.abs(line.change)} shown={shown} />
  const earning = line.kind === 'earning'
  if (line.before === null) {
    return earning ? (
      <>
        {line.label} added: {amount} more
      </>
    ) : (
      <>
        {line.label}: {amount} less
      </>
    )
  }
  if (line.after === null) {
    return earning ? (
      <>
        {line.label} not on this payslip: {amount} less
      </>
    ) : (
      <>
        {line.label} no longer deducted: {amount} more
      </>
    )
  }
  return (
    <>
      {line.label} {line.change > 0 ? 'rose' : 'fell'} by {amount}
    </>
  )
}

/** Whether the line's change put money in (true) or took it from (false) the net pay. */
export const raisesNetPay = (line: PayslipLineChange) => (line.kind === 'earning' ? line.change > 0 : line.change < 0)
