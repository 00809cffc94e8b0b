import { monthlyTaxBrackets, pagibig, philhealth, sss, taxFreeBonusCeiling, workingDaysPerYear } from './payroll-rates'

/** Rounds to centavos. */
export const peso = (amount: number) => Math.round(amount * 100) / 100

/** Monthly employee shares of the three contributions. */
export function monthlyContributions(monthlySalary: number) {
  const msc = Math.min(sss.mscMax, Math.max(sss.mscMin, Math.round(monthlySalary / sss.mscStep) * sss.mscStep))
  const philhealthBase = Math.min(philhealth.ceiling, Math.max(philhealth.floor, monthlySalary))
  const pagibigRate = monthlySalary <= pagibig.lowThreshold ? pagibig.lowRate : pagibig.rate
  return {
    sss: peso(msc * sss.employeeRate),
    philhealth: peso(philhealthBase * philhealth.rate * philhealth.employeeShare),
    pagibig: peso(Math.min(monthlySalary, pagibig.maxBase) * pagibigRate),
  }
}

export function monthlyWithholdingTax(taxableMonthly: number): number {
  const bracket =
    monthlyTaxBrackets.find((b) => taxableMonthly <= b.upTo) ?? monthlyTaxBrackets[monthlyTaxBrackets.length - 1]
  if (!bracket || bracket.rate === 0) return 0
  return peso(bracket.base + (taxableMonthly - bracket.excessOver) * bracket.rate)
}

export type PayslipLines = {
  basicPay: number
  earnings: { label: string; amount: number }[]
  deductions: { label: string; amount: number }[]
  grossPay: number
  totalDeductions: number
  netPay: number
}

/**
 * One semi-monthly payslip: half the monthly salary, the contributions split evenly over the two
 * cut-offs, and the semi-monthly tax (half the monthly brackets, applied to twice the cut-off's
 * taxable pay and halved). Unpaid leave days come off the basic pay; a 13th-month amount, if given,
 * is tax-free up to the yearly ceiling.
 */
export function semiMonthlyPayslip(input: {
  monthlySalary: number
  unpaidLeaveDays?: number
  allowance?: number
  thirteenthMonth?: number
}): PayslipLines {
  const { monthlySalary, unpaidLeaveDays = 0, allowance = 0, thirteenthMonth = 0 } = input
  const basicPay = peso(monthlySalary / 2)
  const dailyRate = (monthlySalary * 12) / workingDaysPerYear
  const unpaid = peso(unpaidLeaveDays * dailyRate)
  const monthly = monthlyContributions(monthlySalary)
  const contributions = {
    sss: peso(monthly.sss / 2),
    philhealth: peso(monthly.philhealth / 2),
    pagibig: peso(monthly.pagibig / 2),
  }
  const taxableBonus = Math.max(0, thirteenthMonth - taxFreeBonusCeiling)
  const taxable =
    basicPay - unpaid - contributions.sss - contributions.philhealth - contributions.pagibig + taxableBonus
  const tax = peso(monthlyWithholdingTax(taxable * 2) / 2)

  const earnings = [
    { label: 'Basic pay', amount: basicPay },
    ...(allowance > 0 ? [{ label: 'Rice subsidy (de minimis)', amount: peso(allowance) }] : []),
    ...(thirteenthMonth > 0 ? [{ label: '13th-month pay', amount: peso(thirteenthMonth) }] : []),
  ]
  const deductions = [
    ...(unpaid > 0
      ? [{ label: `Leave without pay (${unpaidLeaveDays} day${unpaidLeaveDays === 1 ? '' : 's'})`, amount: unpaid }]
      : []),
    { label: 'SSS contribution', amount: contributions.sss },
    { label: 'PhilHealth contribution', amount: contributions.philhealth },
    { label: 'Pag-IBIG contribution', amount: contributions.pagibig },
    { label: 'Withholding tax', amount: tax },
  ]
  const grossPay = peso(earnings.reduce((sum, line) => sum + line.amount, 0))
  const totalDeductions = peso(deductions.reduce((sum, line) => sum + line.amount, 0))
  return { basicPay, earnings, deductions, grossPay, totalDeductions, netPay: peso(grossPay - totalDeductions) }
}
