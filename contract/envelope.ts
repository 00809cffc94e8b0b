import { z } from 'zod'

/**
 * The server's response shapes (a Laravel API): every answer is `{ message, data, errors }`.
 * Field errors map a field name (dotted for nested fields, e.g. `contacts.0.name`) to its messages.
 */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()))
export type FieldErrors = z.infer<typeof fieldErrorsSchema>

export const ok = <T extends z.ZodTypeAny>(data: T) => z.object({ message: z.string(), data, errors: z.null() })

/** A message-only success (logout, password change, ...). */
export const okMessage = ok(z.null())

export const paginationMetaSchema = z.object({
  current_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
})
export type PaginationMeta = z.infer<typeof paginationMetaSchema>

/** Laravel's paginator inside the envelope: `data` is the page, `meta` the position. */
export const paginated = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ message: z.string(), data: z.array(item), meta: paginationMetaSchema, errors: z.null() })

export const errorBodySchema = z.object({
  message: z.string(),
  data: z.null(),
  errors: fieldErrorsSchema.nullable(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export const tooManyRequestsBodySchema = z.object({
  message: z.string(),
  data: z.object({ retry_after: z.number().int().min(0) }),
  errors: z.null(),
})

/**
 * Answers any route may give; listed once and attached to every router. 405 (with `Allow`) is a path
 * asked with a method it does not take; 415 a body in another encoding than the route's one.
 */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  405: errorBodySchema,
  409: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
  429: tooManyRequestsBodySchema,
  500: errorBodySchema,
} as const
