import { isZodObjectStrict, type AppRoute } from '@ts-rest/core'
import { z } from 'zod'

/**
 * The `Idempotency-Key` request header of the writes an app may send again after a dropped line
 * (filing a leave or an expense request, sharing the mood), as the IETF draft "The Idempotency-Key HTTP
 * Header Field" describes it (docs/decisions/0067-idempotency-keys.md).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** How long the server keeps a key and the answer it gave (at least; on the server's clock). */
export const IDEMPOTENCY_KEY_HOURS = 24

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'

/** A UUID, bare or as the draft's quoted Structured Field string. */
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^(?:${UUID}|"${UUID}")$`)

/** The key itself, without the quotes of its Structured Field form; null when the value is not one. */
export function idempotencyKeyOf(value: string): string | null {
  const trimmed = value.trim()
  return IDEMPOTENCY_KEY_PATTERN.test(trimmed) ? trimmed.replace(/"/g, '').toLowerCase() : null
}

export const idempotencyKeyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'The Idempotency-Key must be a UUID.')
    .optional()
    .describe(
      `Makes this write safe to send again: a UUID the client makes once per request it means to make, and sends ` +
        `unchanged with every retry. Kept per signed-in person for at least ${IDEMPOTENCY_KEY_HOURS} hours. The same ` +
        `key with the same body (its fields, and each file's name, type and bytes) answers the first answer again, ` +
        `status and body, and changes nothing; with another body it is refused (422); while the first request ` +
        `is still being processed, 409. A value that is not a UUID is refused (400).`,
    ),
})

/** Whether the route takes the key (its contract declares the header). */
export const takesIdempotencyKey = (route: AppRoute): boolean =>
  isZodObjectStrict(route.headers) && IDEMPOTENCY_KEY_HEADER in route.headers.shape
