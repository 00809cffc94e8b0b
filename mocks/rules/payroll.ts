import type { PayslipLineCode } from '@contract/payslip'
import {
  pagibig,
  philhealth,
  premiums,
  semiMonthlyTaxBrackets,
  sss,
  taxFreeBonusCeiling,
  workingDaysPerYear,
} from './payroll-rates'

/** Rounds to centavos. */
export const peso = (amount: number) => Math.round(amount * 100) / 100

/** Monthly employee shares of the three contributions. */
export function monthlyContributions(monthlySalary: number) {
  const { msc, philhealthBase, pagibigBase } = contributionBases(monthlySalary)
  const pagibigRate = monthlySalary <= pagibig.lowThreshold ? pagibig.lowRate : pagibig.rate
  return {
    sss: peso(msc * sss.employeeRate),
    philhealth: peso(philhealthBase * philhealth.rate * philhealth.employeeShare),
    pagibig: peso(pagibigBase * pagibigRate),
  }
}

/** Monthly employer shares of the three contributions, paid on top of the salary, not taken from it. */
export function monthlyEmployerContributions(monthlySalary: number) {
  const { msc, philhealthBase, pagibigBase } = contributionBases(monthlySalary)
  return {
    sss: peso(msc * sss.employerRate),
    philhealth: peso(philhealthBase * philhealth.rate * (1 - philhealth.employeeShare)),
    pagibig: peso(pagibigBase * pagibig.employerRate),
  }
}

function contributionBases(monthlySalary: number) {
  return {
    msc: Math.min(sss.mscMax, Math.max(sss.mscMin, Math.round(monthlySalary / sss.mscStep) * sss.mscStep)),
    philhealthBase: Math.min(philhealth.ceiling, Math.max(philhealth.floor, monthlySalary)),
    pagibigBase: Math.min(monthlySalary, pagibig.maxBase),
  }
}

/** The labels of the lines every payslip has. */
export const lineLabels = {
  basicPay: 'Basic pay',
  sss: 'SSS contribution',
  philhealth: 'PhilHealth contribution',
  pagibig: 'Pag-IBIG contribution',
  withholdingTax: 'Withholding tax',
} as const

/**
 * The part of a year's 13th-month pay that is taxed: what, with the year's other benefits, passes the
 * ceiling shared by both (TRAIN). De minimis benefits (the rice subsidy) do not count towards it.
 */
export function taxablePartOf(thirteenthMonth: number, otherBenefits = 0): number {
  return peso(Math.max(0, thirteenthMonth - Math.max(0, taxFreeBonusCeiling - otherBenefits)))
}

type TaxBracket = { upTo: number; base: number; rate: number; excessOver: number }

/** The tax a table puts on an amount: the bracket's base tax and its rate on the excess. */
export function taxByTable(table: readonly TaxBracket[], amount: number): number {
  const bracket = table.find((candidate) => amount <= candidate.upTo) ?? table[table.length - 1]
  if (!bracket || bracket.rate === 0) return 0
  return peso(bracket.base + Math.max(0, amount - bracket.excessOver) * bracket.rate)
}

/** A cut-off's withholding tax by BIR's semi-monthly table (payroll-rates.ts). */
export const semiMonthlyWithholdingTax = (taxable: number) => taxByTable(semiMonthlyTaxBrackets, taxable)

/** A line, with the code that finds it on another payslip whatever its label says (decision 49). */
type CodedLine = { code: PayslipLineCode; label: string; amount: number }

/** An earning line; one paying unused leave in cash keeps the days it pays. */
export type EarningLine = CodedLine & { days?: number }

/** A deduction line; a government contribution also names the employer's share (contract/payslip.ts). */
export type DeductionLine = CodedLine & { employer_share?: number }

/** Time worked beyond the ordinary schedule in a cut-off, as the timesheets show it. */
export type ExtraWork = {
  overtimeHours?: number
  nightDifferentialHours?: number
  regularHolidaysWorked?: number
}

export type PayslipLines = {
  basicPay: number
  earnings: EarningLine[]
  deductions: DeductionLine[]
  grossPay: number
  totalDeductions: number
  netPay: number
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`
const percent = (rate: number) => `${Math.round(rate * 100)}%`

/**
 * One semi-monthly payslip: half the monthly salary, the contributions split evenly over the two
 * cut-offs, and the tax of BIR's semi-monthly table on the cut-off's taxable pay. Unpaid leave days come
 * off the basic pay; overtime, night differential and a regular holiday worked are paid on the hourly or
 * daily rate and taxed; the rice subsidy is de minimis (not taxed); a 13th-month amount, if given, is
 * tax-free up to the yearly ceiling. The year's last payroll (payslip-publishing.ts) also pays the unused
 * service incentive leave in cash at the daily rate, de minimis as monetized leave credits, and makes the
 * year-end tax adjustment: a deduction when tax is still due, an earning when it refunds.
 */
export function semiMonthlyPayslip(
  input: {
    monthlySalary: number
    unpaidLeaveDays?: number
    allowance?: number
    thirteenthMonth?: number
    serviceIncentiveDaysConverted?: number
    /** Tax due for the year less tax withheld: positive is still to withhold, negative is refunded. */
    yearEndTaxAdjustment?: number
  } & ExtraWork,
): PayslipLines {
  const {
    monthlySalary,
    unpaidLeaveDays = 0,
    allowance = 0,
    thirteenthMonth = 0,
    serviceIncentiveDaysConverted = 0,
    yearEndTaxAdjustment = 0,
    overtimeHours = 0,
    nightDifferentialHours = 0,
    regularHolidaysWorked = 0,
  } = input
  const basicPay = peso(monthlySalary / 2)
  const dailyRate = (monthlySalary * 12) / workingDaysPerYear
  const hourlyRate = dailyRate / premiums.hoursPerDay
  const unpaid = peso(unpaidLeaveDays * dailyRate)
  const overtime = peso(overtimeHours * hourlyRate * premiums.overtimeRate)
  const nightDifferential = peso(nightDifferentialHours * hourlyRate * premiums.nightDifferentialRate)
  const holidayPay = peso(regularHolidaysWorked * dailyRate * premiums.regularHolidayWorkedExtra)
  const leaveConverted = peso(serviceIncentiveDaysConverted * dailyRate)
  const adjustment = peso(yearEndTaxAdjustment)
  const monthly = monthlyContributions(monthlySalary)
  const employer = monthlyEmployerContributions(monthlySalary)
  const contributions = {
    sss: peso(monthly.sss / 2),
    philhealth: peso(monthly.philhealth / 2),
    pagibig: peso(monthly.pagibig / 2),
  }
  const taxableBonus = taxablePartOf(thirteenthMonth)
  const taxable =
    basicPay +
    overtime +
    nightDifferential +
    holidayPay -
    unpaid -
    contributions.sss -
    contributions.philhealth -
    contributions.pagibig +
    taxableBonus
  const tax = semiMonthlyWithholdingTax(taxable)

  const earnings: EarningLine[] = [
    { code: 'basic_pay', label: lineLabels.basicPay, amount: basicPay },
    ...(overtime > 0
      ? [
          {
            code: 'overtime' as const,
            label: `Overtime (${plural(overtimeHours, 'hour')} at ${percent(premiums.overtimeRate)})`,
            amount: overtime,
          },
        ]
      : []),
    ...(nightDifferential > 0
      ? [
          {
            code: 'night_differential' as const,
            label: `Night differential (${plural(nightDifferentialHours, 'hour')} at ${percent(premiums.nightDifferentialRate)})`,
            amount: nightDifferential,
          },
        ]
      : []),
    ...(holidayPay > 0
      ? [
          {
            code: 'holiday_pay' as const,
            label: `Holiday pay (${plural(regularHolidaysWorked, 'regular holiday')} worked)`,
            amount: holidayPay,
          },
        ]
      : []),
    ...(allowance > 0
      ? [{ code: 'rice_subsidy' as const, label: 'Rice subsidy (de minimis)', amount: peso(allowance) }]
      : []),
    ...(thirteenthMonth > 0
      ? [{ code: 'thirteenth_month' as const, label: '13th-month pay', amount: peso(thirteenthMonth) }]
      : []),
    ...(leaveConverted > 0
      ? [
          {
            code: 'sil_conversion' as const,
            label: `Unused service incentive leave paid in cash (${plural(serviceIncentiveDaysConverted, 'day')})`,
            amount: leaveConverted,
            days: serviceIncentiveDaysConverted,
          },
        ]
      : []),
    ...(adjustment < 0
      ? [{ code: 'year_end_tax_adjustment' as const, label: 'Year-end tax refund', amount: -adjustment }]
      : []),
  ]
  const deductions: DeductionLine[] = [
    ...(unpaid > 0
      ? [
          {
            code: 'unpaid_leave' as const,
            label: `Leave without pay (${plural(unpaidLeaveDays, 'day')})`,
            amount: unpaid,
          },
        ]
      : []),
    { code: 'sss', label: lineLabels.sss, amount: contributions.sss, employer_share: peso(employer.sss / 2) },
    {
      code: 'philhealth',
      label: lineLabels.philhealth,
      amount: contributions.philhealth,
      employer_share: peso(employer.philhealth / 2),
    },
    {
      code: 'pagibig',
      label: lineLabels.pagibig,
      amount: contributions.pagibig,
      employer_share: peso(employer.pagibig / 2),
    },
    { code: 'withholding_tax', label: lineLabels.withholdingTax, amount: tax },
    ...(adjustment > 0
      ? [{ code: 'year_end_tax_adjustment' as const, label: 'Year-end tax adjustment', amount: adjustment }]
      : []),
  ]
  const grossPay = peso(earnings.reduce((sum, line) => sum + line.amount, 0))
  const totalDeductions = peso(deductions.reduce((sum, line) => sum + line.amount, 0))
  return { basicPay, earnings, deductions, grossPay, totalDeductions, netPay: peso(grossPay - totalDeductions) }
}
