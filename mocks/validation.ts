import type { FieldErrors } from '@contract/envelope'
import { z } from 'zod'

/**
 * Turns zod's verdict into a Laravel validation answer. The contract words most messages itself; this
 * map only fills in the ones it leaves to zod's defaults ("Expected number, received nan"), in the
 * words the rest of the API uses ("The user id field must be a number.").
 */

const fieldName = (path: readonly (string | number)[]) => {
  const last = [...path].reverse().find((part) => typeof part === 'string')
  return (last ?? 'value').replace(/_/g, ' ')
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`)

export const laravelErrorMap: z.ZodErrorMap = (issue, context) => {
  // A contextual map outranks the schema's own (required_error, errorMap): keep the contract's words.
  if (context.defaultError !== z.defaultErrorMap(issue, context).message) return { message: context.defaultError }
  const field = fieldName(issue.path)
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.received === 'undefined' || issue.received === 'null')
        return { message: `The ${field} field is required.` }
      return { message: `The ${field} field must be ${article(issue.expected === 'nan' ? 'number' : issue.expected)}.` }
    case z.ZodIssueCode.invalid_enum_value:
    case z.ZodIssueCode.invalid_union:
    case z.ZodIssueCode.invalid_literal:
      return { message: `The selected ${field} is invalid.` }
    case z.ZodIssueCode.too_small:
      return issue.type === 'string'
        ? { message: `The ${field} field must be at least ${String(issue.minimum)} characters.` }
        : issue.type === 'array'
          ? { message: `The ${field} field must have at least ${String(issue.minimum)} items.` }
          : { message: `The ${field} field must be at least ${String(issue.minimum)}.` }
    case z.ZodIssueCode.too_big:
      return issue.type === 'string'
        ? { message: `The ${field} field must not be greater than ${String(issue.maximum)} characters.` }
        : issue.type === 'array'
          ? { message: `The ${field} field must not have more than ${String(issue.maximum)} items.` }
          : { message: `The ${field} field must not be greater than ${String(issue.maximum)}.` }
    default:
      return { message: context.defaultError }
  }
}

/** `{ 'contacts.0.name': ['...'] }`, each field's messages in the order zod found them. */
export function fieldErrors(error: z.ZodError, prefix: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = [...prefix, ...issue.path.map(String)].join('.') || 'body'
    const messages = (errors[key] ??= [])
    if (!messages.includes(issue.message)) messages.push(issue.message)
  }
  return errors
}

/** Laravel's summary: the first message, and how many more there are. */
export function summarise(errors: FieldErrors): string {
  const messages = Object.values(errors).flat()
  const [first] = messages
  if (first === undefined) return 'The given data was invalid.'
  const more = messages.length - 1
  return more === 0 ? first : `${first} (and ${more} more error${more === 1 ? '' : 's'})`
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Blob)

/**
 * The wire carries the clean form (docs/decisions/0002-wire-encoding.md): the client
 * sends what the contract makes of what a person typed (trimmed, a mobile number without spaces, a
 * recovery code as XXXX-XXXX), and the OpenAPI document describes that form. A text the contract's
 * schema would still change was not cleaned, so it is refused under its field, as the document refuses it.
 */
export function uncleanFields(sent: unknown, parsed: unknown, path: readonly (string | number)[] = []): FieldErrors {
  if (typeof sent === 'string')
    return typeof parsed === 'string' && parsed !== sent
      ? {
          [path.join('.') || 'body']: [
            `The ${fieldName(path)} field must be sent in its clean form: trimmed, and a number or code in the format the form writes.`,
          ],
        }
      : {}
  if (Array.isArray(sent) && Array.isArray(parsed))
    return Object.assign({}, ...sent.map((item, index) => uncleanFields(item, parsed[index], [...path, index])))
  if (isRecord(sent) && isRecord(parsed))
    return Object.assign(
      {},
      ...Object.entries(sent).map(([key, value]) =>
        key in parsed ? uncleanFields(value, parsed[key], [...path, key]) : {},
      ),
    )
  return {}
}
