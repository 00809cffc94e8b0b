import type { PayslipLineCode, TaxCertificate, TaxCertificateList, TaxCertificateSummary } from '@contract/payslip'
import type { PayslipRow, UserRow } from '../db'
import { employeeRecordOf, personalInfoOf, socialBenefitsOf } from '../db/employee-records'
import { codedLinesOf, payslipsOf } from '../db/payslips'
import { findCompanyById } from '../db/users'
import { payPeriodOn } from './pay-periods'
import { peso } from './payroll'
import { annualTaxBrackets, taxCertificateDeadline, taxFreeBonusCeiling } from './payroll-rates'
import { addDays, isWorkingDay } from './working-days'

/**
 * BIR Form 2316 (docs/product/philippines.md#bir-form-2316): which years a person has one for, and its
 * figures, every one a sum of that year's payslip lines as mocks/rules/payroll.ts writes them.
 */

/** What the form does with each payslip line, found by the line's code, never its label (decision 49). */
type EarningKind = 'basic' | 'overtime' | 'nightDifferential' | 'holidayPay' | 'deMinimis' | 'thirteenthMonth' | 'other'
type DeductionKind = 'unpaidLeave' | 'sss' | 'philhealth' | 'pagibig' | 'withholdingTax' | 'other'

const earningKindOf: Partial<Record<PayslipLineCode, EarningKind>> = {
  basic_pay: 'basic',
  overtime: 'overtime',
  night_differential: 'nightDifferential',
  holiday_pay: 'holidayPay',
  rice_subsidy: 'deMinimis',
  thirteenth_month: 'thirteenthMonth',
}
const deductionKindOf: Partial<Record<PayslipLineCode, DeductionKind>> = {
  unpaid_leave: 'unpaidLeave',
  sss: 'sss',
  philhealth: 'philhealth',
  pagibig: 'pagibig',
  withholding_tax: 'withholdingTax',
}

/** Centavos, so a year of sums comes out to the centavo. */
const cents = (amount: number) => Math.round(amount * 100)
const fromCents = (amount: number) => amount / 100

function yearTotals(payslips: readonly PayslipRow[]) {
  const earned: Record<EarningKind, number> = {
    basic: 0,
    overtime: 0,
    nightDifferential: 0,
    holidayPay: 0,
    deMinimis: 0,
    thirteenthMonth: 0,
    other: 0,
  }
  const deducted: Record<DeductionKind, number> = {
    unpaidLeave: 0,
    sss: 0,
    philhealth: 0,
    pagibig: 0,
    withholdingTax: 0,
    other: 0,
  }
  for (const payslip of payslips) {
    for (const line of codedLinesOf(payslip.id)) {
      if (line.kind === 'earning') earned[earningKindOf[line.code] ?? 'other'] += cents(line.amount)
      else deducted[deductionKindOf[line.code] ?? 'other'] += cents(line.amount)
    }
  }
  return { earned, deducted }
}

/** The TRAIN annual table on a year's taxable compensation. */
export function annualIncomeTax(taxable: number): number {
  const bracket =
    annualTaxBrackets.find((candidate) => taxable <= candidate.upTo) ?? annualTaxBrackets[annualTaxBrackets.length - 1]
  if (!bracket || bracket.rate === 0) return 0
  return peso(bracket.base + (taxable - bracket.excessOver) * bracket.rate)
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

/**
 * The certificate's figures. Gross compensation is every earning less leave without pay; the
 * non-taxable part is the 13th-month pay up to the ceiling, the de minimis benefits and the employee's
 * contributions; the rest is taxable, the basic salary net of the contributions as the form's item 42
 * has it. Tax due is the annual table on that; the year-end adjustment is tax due less tax withheld.
 */
export function taxCertificate(
  user: UserRow,
  year: number,
  payslips: readonly PayslipRow[],
  from: string,
): TaxCertificate {
  const { earned, deducted } = yearTotals(payslips)
  const company = findCompanyById(user.company_id)
  const contributions = deducted.sss + deducted.philhealth + deducted.pagibig
  const thirteenthExempt = Math.min(earned.thirteenthMonth, cents(taxFreeBonusCeiling))
  const thirteenthExcess = earned.thirteenthMonth - thirteenthExempt
  const nonTaxable = thirteenthExempt + earned.deMinimis + contributions
  const basicSalary = earned.basic - deducted.unpaidLeave - contributions
  const taxable =
    basicSalary + earned.holidayPay + earned.overtime + earned.nightDifferential + thirteenthExcess + earned.other
  const taxDue = cents(annualIncomeTax(fromCents(taxable)))
  const withheld = deducted.withholdingTax
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
      year_end_adjustment: fromCents(taxDue - withheld),
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
