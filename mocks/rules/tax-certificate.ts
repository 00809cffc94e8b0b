import type { PayslipLineCode, TaxCertificate, TaxCertificateList, TaxCertificateSummary } from '@contract/payslip'
import type { PayslipRow, UserRow } from '../db'
import { employeeRecordOf, personalInfoOf, socialBenefitsOf } from '../db/employee-records'
import { codedLinesOf, payslipsOf, type StoredLine } from '../db/payslips'
import { findCompanyById } from '../db/users'
import { payPeriodOn } from './pay-periods'
import { taxByTable } from './payroll'
import { annualTaxBrackets, taxCertificateDeadline, taxFreeBonusCeiling } from './payroll-rates'
import { addDays, isWorkingDay } from './working-days'

/**
 * BIR Form 2316 (docs/product/philippines.md#bir-form-2316): which years a person has one for, and its
 * figures, every one a sum of that year's payslip lines as mocks/rules/payroll.ts writes them.
 */

/** What the form does with each payslip line, found by the line's code, never its label (decision 49). */
type EarningKind =
  'basic' | 'overtime' | 'nightDifferential' | 'holidayPay' | 'deMinimis' | 'thirteenthMonth' | 'taxRefund' | 'other'
type DeductionKind = 'unpaidLeave' | 'sss' | 'philhealth' | 'pagibig' | 'withholdingTax' | 'taxAdjustment' | 'other'

const earningKindOf: Partial<Record<PayslipLineCode, EarningKind>> = {
  basic_pay: 'basic',
  overtime: 'overtime',
  night_differential: 'nightDifferential',
  holiday_pay: 'holidayPay',
  rice_subsidy: 'deMinimis',
  // Monetized unused leave credits of up to 10 days a year are de minimis (RR 11-2018); the service
  // incentive leave is 5 (docs/product/philippines.md#payslip-figures).
  sil_conversion: 'deMinimis',
  thirteenth_month: 'thirteenthMonth',
  // A refund of tax withheld is not compensation: it lowers the tax withheld.
  year_end_tax_adjustment: 'taxRefund',
}
const deductionKindOf: Partial<Record<PayslipLineCode, DeductionKind>> = {
  unpaid_leave: 'unpaidLeave',
  sss: 'sss',
  philhealth: 'philhealth',
  pagibig: 'pagibig',
  withholding_tax: 'withholdingTax',
  year_end_tax_adjustment: 'taxAdjustment',
}

/** Centavos, so a year of sums comes out to the centavo. */
const cents = (amount: number) => Math.round(amount * 100)
const fromCents = (amount: number) => amount / 100

type CodedLine = Pick<StoredLine, 'kind' | 'code' | 'amount'>

/**
 * A year's compensation as the form reads its payslip lines, in centavos. Gross compensation is every
 * earning less leave without pay (a tax refund is not one); the non-taxable part is the 13th-month pay up
 * to the ceiling, the de minimis benefits and the employee's contributions; the rest is taxable, the
 * basic salary net of the contributions as the form's item 42 has it. Tax due is the annual table on
 * that; the tax withheld counts the year-end adjustment, a refund taking it back.
 */
function compensationOf(lines: readonly CodedLine[]) {
  const earned: Record<EarningKind, number> = {
    basic: 0,
    overtime: 0,
    nightDifferential: 0,
    holidayPay: 0,
    deMinimis: 0,
    thirteenthMonth: 0,
    taxRefund: 0,
    other: 0,
  }
  const deducted: Record<DeductionKind, number> = {
    unpaidLeave: 0,
    sss: 0,
    philhealth: 0,
    pagibig: 0,
    withholdingTax: 0,
    taxAdjustment: 0,
    other: 0,
  }
  for (const line of lines) {
    if (line.kind === 'earning') earned[earningKindOf[line.code] ?? 'other'] += cents(line.amount)
    else deducted[deductionKindOf[line.code] ?? 'other'] += cents(line.amount)
  }
  const contributions = deducted.sss + deducted.philhealth + deducted.pagibig
  const thirteenthExempt = Math.min(earned.thirteenthMonth, cents(taxFreeBonusCeiling))
  const thirteenthExcess = earned.thirteenthMonth - thirteenthExempt
  const basicSalary = earned.basic - deducted.unpaidLeave - contributions
  const adjustment = deducted.taxAdjustment - earned.taxRefund
  return {
    earned,
    deducted,
    contributions,
    thirteenthExempt,
    thirteenthExcess,
    nonTaxable: thirteenthExempt + earned.deMinimis + contributions,
    basicSalary,
    taxable:
      basicSalary + earned.holidayPay + earned.overtime + earned.nightDifferential + thirteenthExcess + earned.other,
    adjustment,
    withheld: deducted.withholdingTax + adjustment,
  }
}

/** The TRAIN annual table on a year's taxable compensation. */
export const annualIncomeTax = (taxable: number): number => taxByTable(annualTaxBrackets, taxable)

/**
 * The year-end adjustment of the year's last payroll (RR 2-98 sec. 2.79(B)(5)): the annual table's tax
 * on the year's taxable compensation less the tax withheld, over the lines of the year's payslips and
 * the last one's before its adjustment. Positive is still to withhold; negative is refunded.
 */
export function yearEndTaxAdjustment(lines: readonly CodedLine[]): number {
  const { taxable, withheld } = compensationOf(lines)
  return fromCents(cents(annualIncomeTax(fromCents(taxable))) - withheld)
}

const yearsOf = (payslips: readonly PayslipRow[]) => [...new Set(payslips.map((slip) => slip.payslip_year))]

/** The last payday of the year for this person: of the cut-off they left in, or of December's second. */
function lastPaydayOf(year: number, separatedOn: string | null): string {
  const lastDay = separatedOn?.startsWith(`${year}-`) ? separatedOn : `${year}-12-31`
  return payPeriodOn(lastDay).pay_date
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The legal deadline of the year's certificate: 31 January of the next year. */
const deadlineOf = (year: number) =>
  `${year + 1}-${pad(taxCertificateDeadline.month)}-${pad(taxCertificateDeadline.day)}`

/**
 * The first working day after the last payday, and by 31 January of the next year at the latest. For someone
 * still employed that is in the next year: December's last payday comes before the year's last days are over.
 */
export function availableFrom(year: number, separatedOn: string | null): string {
  const afterPayday = addDays(lastPaydayOf(year, separatedOn), 1)
  const yearOver = `${year + 1}-01-01`
  let day = separatedOn?.startsWith(`${year}-`) || afterPayday > yearOver ? afterPayday : yearOver
  while (!isWorkingDay(day)) day = addDays(day, 1)
  return day < deadlineOf(year) ? day : deadlineOf(year)
}

type Availability =
  | { kind: 'available'; payslips: PayslipRow[]; availableFrom: string }
  | { kind: 'none' }
  | { kind: 'not_yet'; availableFrom: string; lastPayday: string; separated: boolean }

/** Whether the person's certificate of `year` can be had on `today`. */
export function certificateAvailability(userId: number, year: number, today: string): Availability {
  const payslips = payslipsOf(userId)
    .filter((slip) => slip.payslip_year === year)
    .sort((a, b) => a.period_start.localeCompare(b.period_start))
  if (payslips.length === 0) return { kind: 'none' }
  const separatedOn = employeeRecordOf(userId)?.separated_on ?? null
  const from = availableFrom(year, separatedOn)
  if (today < from) {
    const separated = Boolean(separatedOn?.startsWith(`${year}-`))
    return { kind: 'not_yet', availableFrom: from, lastPayday: lastPaydayOf(year, separatedOn), separated }
  }
  return { kind: 'available', payslips, availableFrom: from }
}

function summaryOf(user: UserRow, year: number, payslips: readonly PayslipRow[], from: string): TaxCertificateSummary {
  return {
    year,
    available_from: from,
    employer: findCompanyById(user.company_id)?.name ?? 'Empleo',
    period_from: payslips[0]?.period_start ?? `${year}-01-01`,
    period_to: payslips[payslips.length - 1]?.period_end ?? `${year}-12-31`,
  }
}

/**
 * The available years, newest first, and the earliest year still to come: the current year's (by
 * its availability date for someone who has left, else by the legal deadline), or last year's in the
 * first days of January.
 */
export function taxCertificatesOf(user: UserRow, today: string): TaxCertificateList {
  const currentYear = Number(today.slice(0, 4))
  const separatedOn = employeeRecordOf(user.id)?.separated_on ?? null
  const years = yearsOf(payslipsOf(user.id))
  const stillEmployed = !separatedOn || Number(separatedOn.slice(0, 4)) >= currentYear
  if (stillEmployed && !years.includes(currentYear)) years.push(currentYear)
  const certificates: TaxCertificateSummary[] = []
  const pending: TaxCertificateList['upcoming'][] = []
  for (const year of years.sort((a, b) => b - a)) {
    const availability = certificateAvailability(user.id, year, today)
    if (availability.kind === 'available') {
      certificates.push(summaryOf(user, year, availability.payslips, availability.availableFrom))
    } else if (year >= currentYear - 1) {
      const separated = availability.kind === 'not_yet' && availability.separated
      pending.push({ year, available_by: separated ? availability.availableFrom : deadlineOf(year) })
    }
  }
  return { certificates, upcoming: pending[pending.length - 1] ?? null }
}

/** "SANTOS, Maria Reyes": the form asks for the last name, the first name and the middle name. */
function formName(user: UserRow): string {
  const info = personalInfoOf(user.id)
  if (!info) return user.full_name
  return `${info.last_name.toUpperCase()}, ${[info.first_name, info.middle_name].filter(Boolean).join(' ')}`
}

/** The certificate's figures (compensationOf), every one a sum of the year's payslip lines. */
export function taxCertificate(
  user: UserRow,
  year: number,
  payslips: readonly PayslipRow[],
  from: string,
): TaxCertificate {
  const compensation = compensationOf(payslips.flatMap((payslip) => codedLinesOf(payslip.id)))
  const { earned, deducted, contributions, thirteenthExempt, thirteenthExcess, nonTaxable, basicSalary } = compensation
  const { taxable, withheld, adjustment } = compensation
  const company = findCompanyById(user.company_id)
  const taxDue = cents(annualIncomeTax(fromCents(taxable)))
  return {
    ...summaryOf(user, year, payslips, from),
    employee: {
      name: formName(user),
      tin: socialBenefitsOf(user.id)?.tin ?? null,
      address: personalInfoOf(user.id)?.complete_address ?? null,
      employee_no: employeeRecordOf(user.id)?.employee_no ?? '',
    },
    employer_tin: company?.tin ?? null,
    employer_address: company?.address ?? '',
    summary: {
      gross_compensation: fromCents(nonTaxable + taxable),
      non_taxable_compensation: fromCents(nonTaxable),
      taxable_compensation: fromCents(taxable),
      tax_due: fromCents(taxDue),
      tax_withheld: fromCents(withheld),
      year_end_adjustment: fromCents(adjustment),
    },
    non_taxable: {
      thirteenth_month_and_other_benefits: fromCents(thirteenthExempt),
      de_minimis: fromCents(earned.deMinimis),
      contributions: {
        sss: fromCents(deducted.sss),
        philhealth: fromCents(deducted.philhealth),
        pagibig: fromCents(deducted.pagibig),
        total: fromCents(contributions),
      },
      total: fromCents(nonTaxable),
    },
    taxable: {
      basic_salary: fromCents(basicSalary),
      holiday_pay: fromCents(earned.holidayPay),
      overtime_pay: fromCents(earned.overtime),
      night_differential: fromCents(earned.nightDifferential),
      thirteenth_month_excess: fromCents(thirteenthExcess),
      other: fromCents(earned.other),
      total: fromCents(taxable),
    },
    payslip_count: payslips.length,
  }
}
