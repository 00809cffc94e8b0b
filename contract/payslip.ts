import { z } from 'zod'
import { ok, paginated } from './envelope'
import { idParamSchema, listQuerySchema } from './fields'
import { payslipListQuery } from './list-queries'
import { sortKeysOf } from './list-query-rules'
import { c, gatedRoute, refusing } from './router'

const moneyLineSchema = z.object({ label: z.string(), amount: z.number() })

/** A deduction; a government contribution (SSS, PhilHealth, Pag-IBIG) also names the employer's share. */
const deductionLineSchema = moneyLineSchema.extend({
  /** What the employer pays on top of the salary for this contribution; absent on other deductions. */
  employer_share: z.number().optional(),
})

/** The employee's totals for the payslip's calendar year, this payslip included. */
export const yearToDateSchema = z.object({
  gross_pay: z.number(),
  sss: z.number(),
  philhealth: z.number(),
  pagibig: z.number(),
  withholding_tax: z.number(),
  net_pay: z.number(),
})
export type YearToDate = z.infer<typeof yearToDateSchema>

/**
 * A semi-monthly payslip with PH statutory deductions (docs/product/philippines.md#payslip-figures). Amounts in pesos.
 */
export const payslipSchema = z.object({
  id: z.number().int(),
  payslip_year: z.number().int(),
  payslip_month: z.number().int().min(1).max(12),
  cutoff: z.enum(['first_half', 'second_half']),
  period_start: z.string(),
  period_end: z.string(),
  pay_date: z.string(),
  basic_pay: z.number(),
  earnings: z.array(moneyLineSchema),
  deductions: z.array(deductionLineSchema),
  gross_pay: z.number(),
  total_deductions: z.number(),
  net_pay: z.number(),
  currency: z.literal('PHP'),
  viewed_at: z.string().datetime({ offset: true }).nullable(),
  created_at: z.string().datetime({ offset: true }),
  year_to_date: yearToDateSchema,
})
export type Payslip = z.infer<typeof payslipSchema>

/** Lists carry the totals only; the lines and the year's totals come with the payslip itself. */
export const payslipSummarySchema = payslipSchema.omit({ earnings: true, deductions: true, year_to_date: true })
export type PayslipSummary = z.infer<typeof payslipSummarySchema>

/**
 * The 13th-month pay (PD 851) earned so far in a calendar year: one twelfth of the basic pay of the year's
 * published payslips, less leave without pay; overtime, night differential and holiday pay do not count
 * (docs/product/philippines.md#payslip-figures). December's second payslip pays it.
 */
export const thirteenthMonthSchema = z.object({
  year: z.number().int(),
  earned_so_far: z.number(),
  /** The basic pay less leave without pay of the payslips counted, of which earned_so_far is a twelfth. */
  basic_pay_counted: z.number(),
  payslips_counted: z.number().int().min(0),
  /** The law's last day to pay it: 24 December of the year. */
  due_on: z.string(),
  /** 13th-month pay and other benefits are tax-free together up to this much a year (TRAIN). */
  tax_exempt_ceiling: z.number(),
  /** Other benefits of the year that share the ceiling (de minimis benefits do not). */
  other_benefits_so_far: z.number(),
  tax_exempt_part: z.number(),
  taxable_part: z.number(),
  /** The payslip that paid it (December's second), or null until then. */
  paid: z.object({ payslip_id: z.number().int(), pay_date: z.string(), amount: z.number() }).nullable(),
})
export type ThirteenthMonth = z.infer<typeof thirteenthMonthSchema>

/** What a payslip line pays or takes, the same from one payslip to the next whatever its label says. */
export const payslipLineCodes = [
  'basic_pay',
  'overtime',
  'night_differential',
  'holiday_pay',
  'rice_subsidy',
  'thirteenth_month',
  /** The year's unused service incentive leave paid in cash (Labor Code art. 95), on the year's last payslip. */
  'sil_conversion',
  'unpaid_leave',
  'sss',
  'philhealth',
  'pagibig',
  'withholding_tax',
  /**
   * The year-end tax adjustment on the year's last payslip (RR 2-98 sec. 2.79(B)(5)): a deduction when
   * tax is still due, an earning ("Year-end tax refund") when more was withheld than the year's tax.
   */
  'year_end_tax_adjustment',
] as const
export type PayslipLineCode = (typeof payslipLineCodes)[number]

/** A line that differs from the payslip before: added (before null), removed (after null) or a new amount. */
export const payslipLineChangeSchema = z.object({
  kind: z.enum(['earning', 'deduction']),
  code: z.enum(payslipLineCodes),
  /** The line's label on this payslip, or on the one before where this one lacks it. */
  label: z.string(),
  before: z.number().nullable(),
  after: z.number().nullable(),
  /** after - before, a missing line counting as zero. */
  change: z.number(),
})
export type PayslipLineChange = z.infer<typeof payslipLineChangeSchema>

/** "Why did my net pay change?": a payslip against the person's one before it (null for the first). */
export const payslipChangesSchema = z.object({
  previous: payslipSummarySchema.nullable(),
  net_pay_change: z.number(),
  gross_pay_change: z.number(),
  total_deductions_change: z.number(),
  /** Earnings first, then deductions, each in the order of the payslip. */
  lines: z.array(payslipLineChangeSchema),
})
export type PayslipChanges = z.infer<typeof payslipChangesSchema>

export const payslipSorts = sortKeysOf(payslipListQuery)
export const payslipListQuerySchema = listQuerySchema(payslipListQuery, {})
export type PayslipListQuery = z.input<typeof payslipListQuerySchema>

const payslipRoute = gatedRoute('payslip')
const idParams = z.object({ id: idParamSchema.describe("The payslip's id.") })

/** A tax year in a path: four digits (docs/product/philippines.md#bir-form-2316). */
const taxYearParams = z.object({
  year: z
    .preprocess(
      (value) => (typeof value === 'string' && !/^\d{4}$/.test(value) ? Number.NaN : value),
      z.coerce.number({ invalid_type_error: 'The year must be four digits.' }).int().min(1900).max(2999),
    )
    .describe('The tax year, in four digits.'),
})

/** A year's BIR Form 2316 as the list names it: who paid, for which dates, and since when it can be had. */
export const taxCertificateSummarySchema = z.object({
  year: z.number().int(),
  /** The first working day after the year's last payday (by 31 January of the next year at the latest). */
  available_from: z.string(),
  employer: z.string(),
  /** The first and last day of the year's paid cut-offs with this employer. */
  period_from: z.string(),
  period_to: z.string(),
})
export type TaxCertificateSummary = z.infer<typeof taxCertificateSummarySchema>

/**
 * The years with a certificate, newest first, and the one still to come (the current year's, by 31
 * January of the next; null once the person has left and it is issued).
 */
export const taxCertificateListSchema = z.object({
  certificates: z.array(taxCertificateSummarySchema),
  upcoming: z.object({ year: z.number().int(), available_by: z.string() }).nullable(),
})
export type TaxCertificateList = z.infer<typeof taxCertificateListSchema>

/**
 * BIR Form 2316 (Certificate of Compensation Payment / Tax Withheld) of one year, its parts as the
 * form numbers them; every amount is the sum of that year's payslip lines (docs/product/philippines.md#bir-form-2316).
 * Gross compensation = non-taxable total + taxable total. The year's last payslip makes the year-end
 * adjustment (RR 2-98): `year_end_adjustment` is what it withheld more (negative: refunded), and
 * `tax_withheld` counts it, so it equals `tax_due` once the adjustment is made.
 */
export const taxCertificateSchema = taxCertificateSummarySchema.extend({
  /** Part I. The TIN in full (digits): the screen masks it, the certificate itself carries it. */
  employee: z.object({
    name: z.string(),
    tin: z.string().nullable(),
    address: z.string().nullable(),
    employee_no: z.string(),
  }),
  /** Part II, with `employer` its registered name. */
  employer_tin: z.string().nullable(),
  employer_address: z.string(),
  /** Part IV-A. */
  summary: z.object({
    gross_compensation: z.number(),
    non_taxable_compensation: z.number(),
    taxable_compensation: z.number(),
    tax_due: z.number(),
    tax_withheld: z.number(),
    year_end_adjustment: z.number(),
  }),
  /** Part IV-B A: non-taxable/exempt compensation. */
  non_taxable: z.object({
    thirteenth_month_and_other_benefits: z.number(),
    de_minimis: z.number(),
    contributions: z.object({ sss: z.number(), philhealth: z.number(), pagibig: z.number(), total: z.number() }),
    total: z.number(),
  }),
  /** Part IV-B B: taxable compensation. Basic salary is the basic pay less leave without pay and the contributions. */
  taxable: z.object({
    basic_salary: z.number(),
    holiday_pay: z.number(),
    overtime_pay: z.number(),
    night_differential: z.number(),
    thirteenth_month_excess: z.number(),
    /** Any other taxable earning on the payslips (item 47, others). */
    other: z.number(),
    total: z.number(),
  }),
  payslip_count: z.number().int(),
})
export type TaxCertificate = z.infer<typeof taxCertificateSchema>

export const payslipContract = c.router({
  list: {
    method: 'GET',
    path: '/payslips',
    query: payslipListQuerySchema,
    responses: { 200: paginated(payslipSummarySchema) },
    metadata: payslipRoute,
    summary: "The employee's published payslips, newest first",
  },
  latest: {
    method: 'GET',
    path: '/payslips/latest',
    responses: { 200: ok(payslipSchema.nullable()) },
    metadata: payslipRoute,
    summary: 'The most recent payslip, or null before the first payday',
  },
  unviewedCount: {
    method: 'GET',
    path: '/payslips/unviewed-count',
    responses: { 200: ok(z.object({ count: z.number().int().min(0) })) },
    metadata: payslipRoute,
    summary: 'How many published payslips the employee has not opened',
  },
  thirteenthMonth: {
    method: 'GET',
    path: '/payslips/thirteenth-month',
    query: z.object({
      year: z.coerce
        .number()
        .int()
        .min(2000)
        .max(2100)
        .optional()
        .describe('The calendar year; this year when absent.'),
    }),
    responses: { 200: ok(thirteenthMonthSchema) },
    metadata: payslipRoute,
    summary: 'The 13th-month pay earned so far in a year (this year by default), its due date and tax-exempt part',
  },
  taxCertificates: {
    method: 'GET',
    path: '/tax-certificates',
    responses: { 200: ok(taxCertificateListSchema) },
    metadata: payslipRoute,
    summary: "The years with a BIR Form 2316, newest first, and when the current year's will come",
  },
  taxCertificate: {
    method: 'GET',
    path: '/tax-certificates/:year',
    pathParams: taxYearParams,
    responses: { 200: ok(taxCertificateSchema) },
    metadata: refusing(payslipRoute, {
      404: 'No payslips that year, so no certificate.',
      409: 'The year is not over for you yet: the certificate comes after your last payday of it.',
    }),
    summary: "One year's BIR Form 2316 figures, reconciled with that year's payslips",
  },
  taxCertificateDownload: {
    method: 'GET',
    path: '/tax-certificates/:year/download',
    pathParams: taxYearParams,
    responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: c.type<Blob>() }) },
    metadata: refusing(payslipRoute, {
      404: 'No payslips that year, so no certificate.',
      409: 'The year is not over for you yet: the certificate comes after your last payday of it.',
    }),
    summary: "One year's BIR Form 2316 as a PDF",
  },
  get: {
    method: 'GET',
    path: '/payslips/:id',
    pathParams: idParams,
    responses: { 200: ok(payslipSchema) },
    metadata: payslipRoute,
    summary: 'One payslip with its lines; opening it marks it viewed',
  },
  download: {
    method: 'GET',
    path: '/payslips/:id/download',
    pathParams: idParams,
    responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: c.type<Blob>() }) },
    metadata: payslipRoute,
    summary: 'The payslip as a PDF',
  },
  changes: {
    method: 'GET',
    path: '/payslips/:id/changes',
    pathParams: idParams,
    responses: { 200: ok(payslipChangesSchema) },
    metadata: payslipRoute,
    summary: 'What changed from the payslip before: the net pay, and each line added, removed or different',
  },
})
