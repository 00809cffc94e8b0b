import { z } from 'zod'
import { ok } from './envelope'
import { holidaySchema, leaveBalanceSchema, leaveTypeSchema } from './leave'
import { moodValues } from './options'
import { payslipSummarySchema, thirteenthMonthSchema } from './payslip'
import { requestStatusSchema } from './requests'
import { bearerRoute, c } from './router'

/**
 * Everything the dashboard shows, in one call. Parts an employment type may not use (leave and
 * payslips for contractors, expense requests for non-regulars) are null rather than absent, so the
 * screen can tell "not for you" from "nothing yet".
 */
export const dashboardSchema = z.object({
  leave_balances: z.array(leaveBalanceSchema).nullable(),
  pending_requests: z.object({
    leave: z.number().int().min(0).nullable(),
    expense: z.number().int().min(0).nullable(),
    certificate: z.number().int().min(0).nullable(),
  }),
  upcoming_holidays: z.array(holidaySchema),
  upcoming_leaves: z
    .array(
      z.object({
        id: z.number().int(),
        type: leaveTypeSchema,
        date_started: z.string(),
        date_finished: z.string(),
        status: requestStatusSchema,
      }),
    )
    .nullable(),
  latest_payslip: payslipSummarySchema.nullable(),
  unviewed_payslips: z.number().int().min(0).nullable(),
  /** This year's 13th-month pay so far (GET /payslips/thirteenth-month), with the payslip card (decision 49). */
  thirteenth_month: thirteenthMonthSchema.nullable(),
  mood: z.object({
    today: z.enum(moodValues).nullable(),
    /** The last 7 business dates, oldest first; null where no mood was shared. */
    trend: z.array(z.object({ date: z.string(), mood: z.enum(moodValues).nullable() })),
  }),
})
export type Dashboard = z.infer<typeof dashboardSchema>

export const dashboardContract = c.router({
  get: {
    method: 'GET',
    path: '/dashboard',
    responses: { 200: ok(dashboardSchema) },
    metadata: bearerRoute,
    summary: 'Dashboard analytics for the signed-in employee',
  },
})
