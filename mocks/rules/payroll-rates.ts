/**
 * Philippine payroll figures (docs/product/philippines.md#payslip-figures, gathered in 2026). Kept in this one file so
 * a change of rate is a change of one line.
 */
export const sss = { employeeRate: 0.05, employerRate: 0.1, mscMin: 5_000, mscMax: 35_000, mscStep: 500 } as const
export const philhealth = { rate: 0.05, employeeShare: 0.5, floor: 10_000, ceiling: 100_000 } as const
export const pagibig = { lowRate: 0.01, lowThreshold: 1_500, rate: 0.02, employerRate: 0.02, maxBase: 10_000 } as const

/**
 * BIR's semi-monthly withholding tax table on compensation from 2023 (RR 11-2018, Annex E, the revised
 * withholding tax table; TRAIN, RA 10963). Its brackets are not half the monthly ones: the third starts
 * at ₱16,667 with ₱937.50, so halving the monthly table withholds ₱0.10 more from ₱16,667 up.
 */
export const semiMonthlyTaxBrackets = [
  { upTo: 10_417, base: 0, rate: 0, excessOver: 0 },
  { upTo: 16_666, base: 0, rate: 0.15, excessOver: 10_417 },
  { upTo: 33_332, base: 937.5, rate: 0.2, excessOver: 16_667 },
  { upTo: 83_332, base: 4_270.7, rate: 0.25, excessOver: 33_333 },
  { upTo: 333_332, base: 16_770.7, rate: 0.3, excessOver: 83_333 },
  { upTo: Infinity, base: 91_770.7, rate: 0.35, excessOver: 333_333 },
] as const

/**
 * TRAIN annual income tax table on compensation from 2023 (RA 10963 sec. 5, amending NIRC sec. 24(A)(2)(a)):
 * the tax due on a year's taxable compensation, which the BIR Form 2316 states and the year's
 * withholding is compared with.
 */
export const annualTaxBrackets = [
  { upTo: 250_000, base: 0, rate: 0, excessOver: 0 },
  { upTo: 400_000, base: 0, rate: 0.15, excessOver: 250_000 },
  { upTo: 800_000, base: 22_500, rate: 0.2, excessOver: 400_000 },
  { upTo: 2_000_000, base: 102_500, rate: 0.25, excessOver: 800_000 },
  { upTo: 8_000_000, base: 402_500, rate: 0.3, excessOver: 2_000_000 },
  { upTo: Infinity, base: 2_202_500, rate: 0.35, excessOver: 8_000_000 },
] as const

/**
 * The BIR Form 2316 of a year reaches the employee by 31 January of the next year (NIRC sec. 83(a) as
 * amended by RA 10963; RR 2-98 sec. 2.83.1), or with the last pay of someone who leaves during the year.
 */
export const taxCertificateDeadline = { month: 1, day: 31 } as const

/** The 13th-month pay is paid by 24 December of its year (PD 851 sec. 1 and its rules). */
export const thirteenthMonthDue = '12-24'

/** 13th-month pay and other benefits are tax-free up to this much a year (TRAIN). */
export const taxFreeBonusCeiling = 90_000

/** Working days a year used for the daily rate of a monthly-paid employee (5-day week). */
export const workingDaysPerYear = 261

/**
 * Premiums on the hourly rate (the daily rate over 8 hours) of the Labor Code: overtime on an ordinary
 * day is paid at 125% (art. 87), each hour between 10 pm and 6 am earns a 10% night shift differential
 * (art. 86), and a regular holiday worked is paid at 200% of the daily rate (art. 94), of which a
 * monthly salary already holds the first 100%, so the payslip adds the other 100%.
 */
export const premiums = {
  hoursPerDay: 8,
  overtimeRate: 1.25,
  nightDifferentialRate: 0.1,
  regularHolidayWorkedExtra: 1,
} as const
