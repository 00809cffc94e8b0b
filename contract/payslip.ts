import { z } from 'zod'
import { ok, paginated } from './envelope'
import { idParamSchema, listQuerySchema } from './fields'
import { payslipListQuery } from './list-queries'
import { sortKeysOf } from './list-query-rules'
import { c, gatedRoute } from './router'

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

export const payslipSorts = sortKeysOf(payslipListQuery)
export const payslipListQuerySchema = listQuerySchema(payslipListQuery, {})
export type PayslipListQuery = z.input<typeof payslipListQuerySchema>

const payslipRoute = gatedRoute('payslip')
const idParams = z.object({ id: idParamSchema })

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
})
