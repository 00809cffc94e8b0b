import { z } from 'zod'
import { paginated } from './envelope'
import { instantSchema, listQuerySchema } from './fields'
import { accessLogListQuery } from './list-queries'
import { sortKeysOf } from './list-query-rules'
import { accessActionValues, accessActorRoleValues, privacyCategoryValues } from './privacy-values'
import { bearerRoute, c } from './router'

/**
 * Who saw or changed the signed-in person's data, and why (docs/product/privacy.md#access-log). Only the
 * person reads their own log; no entry names a confidential leave type or holds a number in full.
 */

export const privacyCategorySchema = z.enum(privacyCategoryValues)
export const accessActorRoleSchema = z.enum(accessActorRoleValues)
/** Who acted: the person themselves (`self`), someone of the company by name and role, or the system. */
export const accessActorSchema = z.object({ name: z.string(), role: accessActorRoleSchema })
export type AccessActor = z.infer<typeof accessActorSchema>

export const accessLogEntrySchema = z.object({
  id: z.number().int(),
  /** When it happened. */
  at: instantSchema,
  actor: accessActorSchema,
  category: privacyCategorySchema,
  action: z.enum(accessActionValues),
  /** The record it concerns, in a few words: "leave request #" and its id, "payslip for 1 Jan 2027 to 15 Jan 2027". */
  record: z.string(),
  /** Why it was done, in a sentence. */
  purpose: z.string(),
})
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>

export const accessLogSorts = sortKeysOf(accessLogListQuery)
export const accessLogListQuerySchema = listQuerySchema(accessLogListQuery, {
  category: privacyCategorySchema,
  actor_role: accessActorRoleSchema,
})
export type AccessLogListQuery = z.input<typeof accessLogListQuerySchema>

export const accessLogContract = c.router({
  list: {
    method: 'GET',
    path: '/privacy/access-log',
    query: accessLogListQuerySchema,
    responses: { 200: paginated(accessLogEntrySchema) },
    metadata: bearerRoute,
    summary: "Who read or changed the employee's data, and why, newest first",
    description:
      "Always the caller's own log: there is no way to ask for another person's. An entry names a leave request without its type, and a government number or an account number never in full.",
  },
})
