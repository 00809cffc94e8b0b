import type { LeaveBalance, LeaveTypeRule } from '@contract/leave'
import { leaveTypeOptions, leaveWithoutPayOptions, type LeaveType } from '@contract/options'
import { balanceTypeOf } from '@contract/working-days'

export type LeaveTypeChoices = {
  options: readonly { value: LeaveType; label: string }[]
  /** Every paid balance is used up: only the leave-without-pay subset is offered. */
  withoutPayOnly: boolean
}

/**
 * The leave types the person can file: a paid type while its balance has days left (maternity and
 * paternity only where the law gives them: the balances list them), and leave without pay always.
 * With no paid balance left, the leave-without-pay subset (docs/product/records.md#option-lists) is all there is.
 * Once GET /leaves/types has answered, a type it does not offer the person is left out (the form says why),
 * and an offered one without a yearly balance (special leave for women, a VAWC leave not yet taken) is in.
 */
export function leaveTypeChoices(
  balances: readonly LeaveBalance[] | undefined,
  rules?: readonly LeaveTypeRule[],
): LeaveTypeChoices {
  // Before the balances arrive, every type: the server judges what is filed.
  if (!balances) return { options: leaveTypeOptions, withoutPayOnly: false }
  const left = new Map(balances.map((balance) => [balance.type, balance.remaining_days]))
  const offered = rules ? new Map(rules.map((rule) => [rule.type, rule.offered])) : null
  const paid = leaveTypeOptions.filter((option) => {
    const balanceType = balanceTypeOf(option.value)
    if (balanceType === null || offered?.get(option.value) === false) return false
    if (offered && !left.has(balanceType)) return offered.get(option.value) === true
    return (left.get(balanceType) ?? 0) > 0
  })
  if (paid.length === 0) return { options: leaveWithoutPayOptions, withoutPayOnly: true }
  return { options: [...paid, ...leaveWithoutPayOptions], withoutPayOnly: false }
}
