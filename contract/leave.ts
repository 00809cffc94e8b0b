import { z } from 'zod'
import { idempotencyKeyHeaders } from './idempotency'
import { ok, paginated } from './envelope'
import { attachmentsSchema, businessDateSchema, idParamSchema, listQuerySchema, requiredString } from './fields'
import { daysBetween, parseBusinessDate } from './dates/business-date'
import { CALENDAR_MONTH_PATTERN } from './calendar-month'
import { leaveListQuery } from './list-queries'
import { sortKeysOf } from './list-query-rules'
import { halfDayLeaveTypes, leaveTypeValues, maternityCaseValues, type LeaveType } from './options'
import { cancelBodySchema, cancelRequestBodySchema, requestRecordSchema, requestStatusSchema } from './requests'
import { c, gatedRoute, refusing } from './router'

export const leaveTypeSchema = z.enum(leaveTypeValues, {
  errorMap: () => ({ message: 'Choose a leave type from the list.' }),
})

export const leaveRequestSchema = z
  .object({
    id: z.number().int(),
    type: leaveTypeSchema,
    date_started: z.string(),
    date_finished: z.string(),
    /** Working days charged: weekends and holidays excluded, 0.5 for a half day. */
    days: z.number().min(0),
    reason: z.string(),
  })
  .merge(requestRecordSchema)
export type LeaveRequest = z.infer<typeof leaveRequestSchema>

export const leaveSorts = sortKeysOf(leaveListQuery)
export const leaveListQuerySchema = listQuerySchema(leaveListQuery, {
  status: requestStatusSchema,
  leave_type: leaveTypeSchema,
})
export type LeaveListQuery = z.input<typeof leaveListQuerySchema>

/** Longer absences are filed as several requests; this also bounds the work of counting a leave's days. */
export const MAX_LEAVE_SPAN_DAYS = 366

/**
 * The dates of a leave, as filing and the balance preview both judge them: the end on or after the start,
 * and at most MAX_LEAVE_SPAN_DAYS days from the one to the other, both counted. Reported under `date_finished`.
 */
function checkLeaveDates(dates: { date_started: string; date_finished: string }, ctx: z.RefinementCtx): boolean {
  const refuse = (message: string) => {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['date_finished'], message })
    return false
  }
  if (dates.date_finished < dates.date_started) return refuse('The end date must be on or after the start date.')
  const start = parseBusinessDate(dates.date_started)
  const finish = parseBusinessDate(dates.date_finished)
  if (start && finish && daysBetween(start, finish) + 1 > MAX_LEAVE_SPAN_DAYS)
    return refuse(
      `A leave request can cover at most ${MAX_LEAVE_SPAN_DAYS} days; file a longer absence as separate requests.`,
    )
  return true
}

export const createLeaveBodySchema = z
  .object({
    type: leaveTypeSchema,
    date_started: businessDateSchema('start date'),
    date_finished: businessDateSchema('end date'),
    reason: requiredString('reason', 1000),
    attachments: attachmentsSchema,
    /** Maternity leave only: the case decides its length (the server's rules, GET /leaves/types). */
    maternity_case: z
      .enum(maternityCaseValues, { errorMap: () => ({ message: 'Choose the maternity case from the list.' }) })
      .optional(),
    /** Maternity leave only: days of it the mother gives to the child's father (0 to 7, RA 11210). */
    days_given_to_father: z.coerce
      .number({ invalid_type_error: 'The days given to the father must be a whole number.' })
      .int('The days given to the father must be a whole number.')
      .min(0, 'The days given to the father cannot be negative.')
      .max(7, 'At most 7 days of maternity leave can be given to the father.')
      .optional(),
    /** Paternity leave only: the date of the delivery it follows (RA 8187). */
    delivery_date: businessDateSchema('delivery date').optional(),
  })
  .superRefine((body, ctx) => {
    const need = (field: 'maternity_case' | 'delivery_date', message: string) => {
      if (body[field] === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message })
    }
    if (body.type === 'maternity leave') need('maternity_case', 'Choose the maternity case.')
    if (body.type === 'paternity leave') need('delivery_date', 'Enter the date of the delivery.')
    if (
      checkLeaveDates(body, ctx) &&
      halfDayLeaveTypes.includes(body.type as LeaveType) &&
      body.date_finished !== body.date_started
    ) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['date_finished'],
        message: 'A half-day leave starts and ends on the same date.',
      })
    }
  })

export const holidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  type: z.enum(['regular', 'special_non_working', 'special_working']),
})
export type Holiday = z.infer<typeof holidaySchema>

/**
 * How a balance grows (docs/product/philippines.md#leave-accrual): `days_per_month` credited at the start of each
 * month of service from `accrues_from` (the hire date, or 1 January), and the days carried over from last year.
 */
export const leaveAccrualSchema = z.object({
  days_per_month: z.number().min(0),
  accrues_from: z.string(),
  carry_over: z.object({
    /** At most this many unused days pass into the next year; 0 when none do. */
    max_days: z.number().min(0),
    /** Carried into this year from last year's unused days; usable until 31 December. */
    from_last_year: z.number().min(0),
  }),
})
export type LeaveAccrual = z.infer<typeof leaveAccrualSchema>

export const leaveBalanceSchema = z.object({
  type: leaveTypeSchema,
  /** This year's days: what accrues by 31 December (from the hire date in the year of hire) plus those carried over. */
  entitled_days: z.number().min(0),
  used_days: z.number().min(0),
  pending_days: z.number().min(0),
  remaining_days: z.number(),
  /** null for a type granted whole at the start of the year (emergency, bereavement, maternity, paternity). */
  accrual: leaveAccrualSchema.nullable(),
})
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>

/**
 * A balance on one date of this year: what has accrued by then plus the days carried over, minus every approved
 * and pending request of the year whatever its dates (a later leave already granted keeps its days), so
 * `available_days` is what one could take starting that day.
 */
export const leaveBalanceOnDateSchema = z.object({
  type: leaveTypeSchema,
  date: z.string(),
  accrued_days: z.number().min(0),
  carried_over_days: z.number().min(0),
  used_days: z.number().min(0),
  pending_days: z.number().min(0),
  available_days: z.number(),
})
export type LeaveBalanceOnDate = z.infer<typeof leaveBalanceOnDateSchema>

export const leaveBalancesOnQuerySchema = z.object({
  date: businessDateSchema('date').describe('A date of this year (YYYY-MM-DD): the balances as they will stand then.'),
  type: leaveTypeSchema.optional().describe("Only this leave type's balance; every type's when absent."),
})

/** What a leave being filled in would do to its balance: the filing rule's own figures. */
export const leaveBalancePreviewSchema = z.object({
  /** The balance the type draws from; null for leave without pay, which has none. */
  balance_type: leaveTypeSchema.nullable(),
  date: z.string(),
  charged_days: z.number().min(0),
  /** On the first day, before this request; null without a balance. */
  balance_on_start: z.number().nullable(),
  remaining_after: z.number().nullable(),
  /** How many days the balance lacks (0 when it suffices): the part to file as leave without pay. */
  shortfall_days: z.number().min(0),
})
export type LeaveBalancePreview = z.infer<typeof leaveBalancePreviewSchema>

export const leaveBalancePreviewQuerySchema = z
  .object({
    type: leaveTypeSchema.describe('The type of the leave being filled in.'),
    date_started: businessDateSchema('start date').describe('The first day of the leave (YYYY-MM-DD).'),
    date_finished: businessDateSchema('end date').describe(
      `The last day of the leave (YYYY-MM-DD): on or after the first, at most ${MAX_LEAVE_SPAN_DAYS} days from it, both counted.`,
    ),
  })
  .superRefine((query, ctx) => void checkLeaveDates(query, ctx))
export type LeaveBalancePreviewQuery = z.input<typeof leaveBalancePreviewQuerySchema>

/**
 * What a calendar entry says of the leave's type: the type of the person's own leave (`is_mine`), and `away`
 * for every colleague's leave, whatever its type, so no type (a confidential one least of all) can be told
 * apart (docs/decisions/0047-confidential-leave.md).
 */
export const calendarLeaveTypeSchema = z.enum([...leaveTypeValues, 'away'])
export type CalendarLeaveType = z.infer<typeof calendarLeaveTypeSchema>

/**
 * A day on the team calendar: who is away (approved leave only; never the reason) and the holiday. A
 * colleague shows on working days only, as `away`: the days a leave takes would tell maternity leave apart.
 */
export const calendarDaySchema = z.object({
  date: z.string(),
  holiday: holidaySchema.nullable(),
  leaves: z.array(
    z.object({
      id: z.number().int(),
      employee_name: z.string(),
      /** The person's photo where they let colleagues see it (always on their own leave); null shows initials. */
      employee_avatar: z.string().nullable(),
      type: calendarLeaveTypeSchema,
      status: requestStatusSchema,
      is_mine: z.boolean(),
    }),
  ),
})

/**
 * A leave type as the signed-in person may take it (GET /leaves/types): whether it is offered to them, why
 * not, its limit, the documents it needs and what it is. The figures are the server's (mocks/rules/statutory-leave.ts).
 */
export const leaveTypeRuleSchema = z.object({
  type: leaveTypeSchema,
  offered: z.boolean(),
  /** Why the person cannot take it (the law's condition they do not meet); null when offered. */
  reason_not_offered: z.string().nullable(),
  /** The most one can take; null when the company's yearly balance (GET /leaves/balances) is the only bound. */
  limit: z
    .object({
      days: z.number().min(0),
      unit: z.enum(['working_days', 'calendar_days']),
      per: z.enum(['year', 'pregnancy', 'delivery', 'surgery']),
    })
    .nullable(),
  /** Each must be attached when filing (at least one attachment); empty when none is needed. */
  documents_required: z.array(z.string()),
  help: z.string(),
  /** Colleagues see only that she is away; e-mails and notifications say "leave request", never the type. */
  confidential: z.boolean(),
  /** Unused days are paid in cash at the year's end. */
  convertible_to_cash: z.boolean(),
  /** The law or policy it comes from: "RA 11861", "Company policy". */
  source: z.string(),
})
export type LeaveTypeRule = z.infer<typeof leaveTypeRuleSchema>

const leaveRoute = gatedRoute('leave')
const idParams = z.object({ id: idParamSchema.describe("The leave request's id.") })

export const leaveContract = c.router({
  list: {
    method: 'GET',
    path: '/leaves',
    query: leaveListQuerySchema,
    responses: { 200: paginated(leaveRequestSchema) },
    metadata: leaveRoute,
    summary: "The employee's leave requests: paged, sorted and filtered on the server",
  },
  types: {
    method: 'GET',
    path: '/leaves/types',
    responses: { 200: ok(z.array(leaveTypeRuleSchema)) },
    metadata: leaveRoute,
    summary:
      'Every leave type for the signed-in person: whether it is offered and why not, its limit, the documents it needs and its help text',
  },
  get: {
    method: 'GET',
    path: '/leaves/:id',
    pathParams: idParams,
    responses: { 200: ok(leaveRequestSchema) },
    metadata: leaveRoute,
    summary: "One of the employee's leave requests (404 for anyone else's)",
  },
  create: {
    method: 'POST',
    path: '/leaves',
    contentType: 'multipart/form-data',
    body: createLeaveBodySchema,
    headers: idempotencyKeyHeaders,
    responses: { 201: ok(leaveRequestSchema) },
    metadata: leaveRoute,
    summary:
      'File a leave request; refused when it overlaps another pending or approved leave, exceeds the balance or a statutory limit, lacks a required document, or is a type not offered to the person',
    description:
      'Without an Idempotency-Key, a repeat of the same fields and files by the same employee within 10 seconds files nothing new: it answers 201 with the first request, so a double click or a retried submit files once.',
  },
  cancelRequest: {
    method: 'POST',
    path: '/leaves/:id/cancel-request',
    pathParams: idParams,
    contentType: 'multipart/form-data',
    body: cancelRequestBodySchema,
    responses: { 200: ok(leaveRequestSchema) },
    metadata: refusing(leaveRoute, {
      409: 'The leave is not approved, or it has already ended.',
    }),
    summary: 'Ask to cancel an approved leave (approved -> for_cancellation)',
  },
  cancel: {
    method: 'POST',
    path: '/leaves/:id/cancel',
    pathParams: idParams,
    contentType: 'multipart/form-data',
    body: cancelBodySchema,
    responses: { 200: ok(leaveRequestSchema) },
    metadata: refusing(leaveRoute, {
      409: 'The leave request is no longer pending.',
    }),
    summary: 'Cancel a pending leave (pending -> cancelled)',
  },
  holidays: {
    method: 'GET',
    path: '/leaves/holidays',
    query: z.object({ year: z.coerce.number().int().min(2000).max(2100).describe('The calendar year.') }),
    responses: { 200: ok(z.array(holidaySchema)) },
    metadata: leaveRoute,
    summary: 'Philippine holidays of a year',
  },
  ongoingDates: {
    method: 'GET',
    path: '/leaves/ongoing-dates',
    responses: {
      200: ok(z.array(z.object({ date: z.string(), leave_id: z.number().int(), status: requestStatusSchema }))),
    },
    metadata: leaveRoute,
    summary: 'Dates from today on already taken by a pending or approved leave (the form greys them out)',
  },
  calendar: {
    method: 'GET',
    path: '/leaves/calendar',
    query: z.object({
      month: z.string().regex(CALENDAR_MONTH_PATTERN, 'The month must be YYYY-MM.').describe('The month, as YYYY-MM.'),
    }),
    responses: { 200: ok(z.array(calendarDaySchema)) },
    metadata: leaveRoute,
    summary: "The company's leave calendar for a month: holidays and who is away",
  },
  balances: {
    method: 'GET',
    path: '/leaves/balances',
    responses: { 200: ok(z.array(leaveBalanceSchema)) },
    metadata: leaveRoute,
    summary: "This year's leave balances by type, with how each accrues",
  },
  balancesOn: {
    method: 'GET',
    path: '/leaves/balances/on',
    query: leaveBalancesOnQuerySchema,
    responses: { 200: ok(z.array(leaveBalanceOnDateSchema)) },
    metadata: leaveRoute,
    summary: 'The balance of each type (or of `type`) on a date of this year: accrued by then, less the requests filed',
    description: 'A date outside this year answers 422 under `date`.',
  },
  balancePreview: {
    method: 'GET',
    path: '/leaves/balances/preview',
    query: leaveBalancePreviewQuerySchema,
    responses: { 200: ok(leaveBalancePreviewSchema) },
    metadata: leaveRoute,
    summary: 'What a leave would charge and leave of its balance on its first day, by the rule that files it',
    description: `Dates that filing refuses (an end before the start, more than ${MAX_LEAVE_SPAN_DAYS} days) answer 422 under \`date_finished\`, with filing's message.`,
  },
})
