import { z } from 'zod'
import { isCommonPassword } from './common-passwords'
import { BUSINESS_DATE_PATTERN, isRealDate } from './dates/business-date'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  attachmentMimeTypes,
  IMAGE_MAX_BYTES,
  imageMimeTypes,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PESO_AMOUNT_MAX,
} from './limits'
import {
  PAGE_DEFAULT,
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
  sortKeysOf,
  type FilterRule,
  type ListQueryInput,
  type ListQueryRules,
  type ListQueryValue,
  type OneOfFilter,
} from './list-query-rules'

/**
 * Field rules shared by the client's forms and the mock server (docs/product/validation.md,
 * docs/product/philippines.md#formats). Messages are written for the person at the form, in the wording a Laravel API
 * uses.
 */

export const requiredString = (field: string, max = 255) =>
  z
    .string({
      required_error: `The ${field} field is required.`,
      invalid_type_error: `The ${field} field must be a string.`,
    })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} field must not be greater than ${max} characters.`)

export const optionalString = (field: string, max = 255) =>
  z
    .string({ invalid_type_error: `The ${field} field must be a string.` })
    .trim()
    .max(max, `The ${field} field must not be greater than ${max} characters.`)
    .optional()

export const emailSchema = requiredString('email').pipe(
  z.string().email('The email field must be a valid email address.'),
)

// Screens read these from contract/limits.ts, without zod (docs/decisions/0039-zod-off-the-first-load.md).
export { PASSWORD_HINT, PASSWORD_MAX, PASSWORD_MIN, RECOVERY_CODE_COUNT } from './limits'

const PASSWORD_REQUIRED = 'The password field is required.'

/**
 * As Laravel words a new password's rules: an empty one is only required (no other rule is checked
 * on nothing), a short one is too short. The length's message depends on the value, so it comes from
 * this map rather than from the check.
 */
const newPasswordMessages: z.ZodErrorMap = (issue, context) => {
  if (issue.code === z.ZodIssueCode.invalid_type && issue.received === 'undefined')
    return { message: PASSWORD_REQUIRED }
  if (issue.code === z.ZodIssueCode.too_small)
    return {
      message:
        context.data === '' ? PASSWORD_REQUIRED : `The password field must be at least ${PASSWORD_MIN} characters.`,
    }
  return { message: context.defaultError }
}

/**
 * A new password: every rule it breaks is reported (Laravel lists each failing rule of a field), which
 * is why forms list them numbered.
 */
export const newPasswordSchema = z
  .string({ errorMap: newPasswordMessages })
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX, `The password field must not be greater than ${PASSWORD_MAX} characters.`)
  .refine((value) => !isCommonPassword(value), 'This password is too common. Choose one that is harder to guess.')
  .refine((value) => value.trim() === value, 'The password must not start or end with a space.')

/** A password being checked (login, current password): no strength rules, only presence. */
export const enteredPasswordSchema = z
  .string({ required_error: 'The password field is required.' })
  .min(1, 'The password field is required.')
  .max(PASSWORD_MAX * 4, 'The password field is too long.')

export const CODE_LENGTH = 6
export const codeSchema = z
  .string({ required_error: 'The code field is required.' })
  .trim()
  .regex(/^\d{6}$/, `The code must be ${CODE_LENGTH} digits.`)

/** The code of a step that also takes something else instead: blank means "not this one". */
export const optionalCodeSchema = z
  .string({ invalid_type_error: `The code must be ${CODE_LENGTH} digits.` })
  .trim()
  .regex(/^(\d{6})?$/, `The code must be ${CODE_LENGTH} digits.`)
  .optional()

/** A password given instead of a code: blank means "not this one". */
export const optionalPasswordSchema = z
  .string({ invalid_type_error: 'The password field must be a string.' })
  .max(PASSWORD_MAX * 4, 'The password field is too long.')
  .optional()

/**
 * Two-factor recovery codes: 10 at a time, each `XXXX-XXXX` from an alphabet without look-alikes
 * (no 0/O, no 1/I/L), so one copied from paper is typed right the first time.
 */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const recoveryCodePattern = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/

/** As typed: any case, spaces, the hyphen or not; the form sends it as `XXXX-XXXX`, the only form the server takes. Blank means "not this one". */
export const optionalRecoveryCodeSchema = z
  .string({ invalid_type_error: 'The recovery code must be a string.' })
  .max(40, 'A recovery code is 8 letters and digits, like 7KQM-3XPD.')
  .transform((value) => {
    const compact = value.replace(/[\s-]/g, '').toUpperCase()
    return compact.length === 8 ? `${compact.slice(0, 4)}-${compact.slice(4)}` : compact
  })
  // A pipe, not a refinement, so the document shows the format the code travels in (decision 32).
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^(?:${recoveryCodePattern.source.slice(1, -1)})?$`),
        'A recovery code is 8 letters and digits, like 7KQM-3XPD.',
      ),
  )
  .optional()

const given = (value: string | undefined): boolean => value !== undefined && value.trim() !== ''

/**
 * Exactly one of two alternative fields (a code or a password, a code or a recovery code). Missing
 * both puts a message on each, naming the other; giving both is refused on the second.
 */
export const exactlyOneOf = <A extends string, B extends string>(
  first: { field: A; missing: string },
  second: { field: B; missing: string },
  both: string,
) =>
  Object.assign(
    (body: Partial<Record<A | B, string>>, ctx: z.RefinementCtx): void => {
      const hasFirst = given(body[first.field])
      const hasSecond = given(body[second.field])
      if (hasFirst && hasSecond) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [second.field], message: both })
      if (!hasFirst && !hasSecond) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [first.field], message: first.missing })
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [second.field], message: second.missing })
      }
    },
    // Read by the OpenAPI export, which cannot see inside a refinement (contract/openapi/alternatives.ts).
    { alternatives: [first.field, second.field] as const },
  )

/** A Philippine mobile number, stored as +639XXXXXXXXX (the form's +63 prefix is fixed). */
export const phMobileSchema = z
  .string({ required_error: 'The contact number field is required.' })
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+639\d{9}$/, 'Enter a Philippine mobile number: +63 9XX XXX XXXX.'))

/**
 * Government numbers travel as digits only; forms type and show them through the masks of
 * docs/product/philippines.md#formats (src/components/ui/ph-numbers/ph-number-formats.ts).
 */
const digits = (field: string, pattern: RegExp, rule: string) =>
  z
    .string({ required_error: `The ${field} field is required.` })
    .trim()
    .regex(pattern, `The ${field} must be ${rule}.`)

export const tinSchema = digits('TIN', /^(\d{9}|\d{12})$/, '9 digits, or 12 with the branch code')
export const sssSchema = digits('SSS number', /^\d{10}$/, '10 digits')
export const philhealthSchema = digits('PhilHealth number', /^\d{12}$/, '12 digits')
export const pagibigSchema = digits('Pag-IBIG MID number', /^\d{12}$/, '12 digits')

/** A calendar date in Asia/Manila, `YYYY-MM-DD`. */
export const businessDateSchema = (field = 'date') =>
  z
    .string({ required_error: `The ${field} field is required.` })
    .regex(BUSINESS_DATE_PATTERN, `The ${field} must be a date (YYYY-MM-DD).`)
    .refine(isRealDate, `The ${field} is not a valid date.`)

/** An instant, ISO 8601 in UTC. */
export const instantSchema = z.string().datetime({ offset: true })

/** Digits, with decimals after a point: how a person types pesos and centavos. */
const PLAIN_AMOUNT = /^\d+(\.\d+)?$/

/**
 * Peso amounts with centavos; multipart bodies carry them as text. Text must be plain decimal digits:
 * `Number()` would also read `0x10`, `0b101`, `1e3`, ` 12 ` and `Infinity`, which no one means as pesos.
 */
export const pesoAmountSchema = (field = 'amount') => {
  const notAnAmount = `The ${field} must be written in plain digits, like 1499.50.`
  return z
    .union([z.number(), z.string().regex(PLAIN_AMOUNT, notAnAmount).transform(Number)], {
      errorMap: () => ({ message: notAnAmount }),
    })
    .pipe(
      z
        .number()
        .finite(notAnAmount)
        .positive(`The ${field} must be greater than zero.`)
        .max(PESO_AMOUNT_MAX, `The ${field} must not be greater than ₱${PESO_AMOUNT_MAX.toLocaleString('en-PH')}.`)
        .refine(
          (value) =>
            Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
          `The ${field} can have at most two decimal places.`,
        ),
    )
}

/**
 * A position in a list the form sends (a radio's value): a whole number, or its plain digits as text.
 * An empty field is refused, where `z.coerce.number()` would read it as 0.
 */
export const listIndexSchema = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,3}$/, message)
          .transform(Number),
      ],
      {
        errorMap: () => ({ message }),
      },
    )
    .pipe(z.number().int(message).min(0, message))

// Number() reads '0x1', '1e0' and ' 1' as 1: an id in a path is written in plain decimal digits.
export const idParamSchema = z.preprocess(
  (value) => (typeof value === 'string' && !/^-?\d+(\.\d+)?$/.test(value) ? Number.NaN : value),
  z.coerce
    .number({ invalid_type_error: 'The id must be a number.' })
    .int('The id must be a whole number.')
    .positive('The id must be a positive number.'),
)

/** Client-side checks of a chosen file; the server checks the first bytes as well. */
export const attachmentSchema = z
  .instanceof(File, { message: 'The attachment must be a file.' })
  .refine((file) => file.size > 0, 'The attachment is empty.')
  .refine((file) => file.size <= ATTACHMENT_MAX_BYTES, 'The attachment must not be greater than 10 MB.')
  .refine(
    (file) => (attachmentMimeTypes as readonly string[]).includes(file.type),
    'The attachment must be a PDF, PNG or JPEG file.',
  )

export const attachmentsSchema = z
  .array(attachmentSchema)
  .max(ATTACHMENT_MAX_FILES, `Attach at most ${ATTACHMENT_MAX_FILES} files.`)
  .default([])

/** A stored attachment as the server describes it. */
export const storedAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  mime_type: z.enum(attachmentMimeTypes),
  size: z.number().int(),
  url: z.string(),
})
export type StoredAttachment = z.infer<typeof storedAttachmentSchema>

/** A list filter value: empty means 'All' (docs/product/records.md#option-lists), as the query builder ignores it. */
const optionalFilter = <T extends z.ZodTypeAny>(schema: T) => schema.or(z.literal('')).optional()

function filterSchema(rule: FilterRule, oneOf: z.ZodTypeAny | undefined): z.ZodTypeAny {
  switch (rule.kind) {
    case 'text':
      return z.string().trim().max(rule.max)
    case 'oneOf':
      return oneOf ?? z.enum(rule.values as [string, ...string[]])
    case 'date':
      return businessDateSchema(rule.field)
    case 'whole':
      return z.coerce.number().int().min(rule.min).max(rule.max)
  }
}

/**
 * The schema of a spatie/laravel-query-builder list's query (page, per_page, sort, filter[...]), built
 * from its rules (contract/list-queries.ts). `oneOf` gives the contract's own schema for each filter
 * that takes one of a list, so the document names it (LeaveType, RequestStatus).
 */
export function listQuerySchema<S extends ListQueryRules>(
  rules: S,
  oneOf: { [K in OneOfFilter<S>]: z.ZodTypeAny },
): z.ZodType<ListQueryValue<S>, z.ZodTypeDef, ListQueryInput<S>> {
  const named: Partial<Record<string, z.ZodTypeAny>> = oneOf
  const filters = Object.fromEntries(
    Object.entries(rules.filters).map(([name, rule]) => [name, optionalFilter(filterSchema(rule, named[name]))]),
  )
  return z.object({
    page: z.coerce.number().int().min(1).default(PAGE_DEFAULT).describe('The page to answer, counted from 1.'),
    per_page: z.coerce
      .number()
      .int()
      .min(1)
      .max(PER_PAGE_MAX)
      .default(PER_PAGE_DEFAULT)
      .describe('How many records a page holds.'),
    sort: z
      .enum(sortKeysOf(rules))
      .default(rules.defaultSort)
      .describe('The field to sort by; a `-` before it sorts descending.'),
    filter: z
      .object(filters)
      .default({})
      .describe('Filters as `filter[name]=value`, all of which a record must match; an empty value means "all".'),
  }) as unknown as z.ZodType<ListQueryValue<S>, z.ZodTypeDef, ListQueryInput<S>>
}

/** Who did what to a request, for its timeline. */
export const statusChangeSchema = <S extends z.ZodTypeAny>(status: S) =>
  z.object({ status, at: z.string().datetime({ offset: true }), by: z.string(), note: z.string().nullable() })

/** A profile photo: PNG or JPEG up to 2 MB (the server checks the first bytes as well). */
export const avatarFileSchema = z
  .instanceof(File, { message: 'The avatar must be an image file.' })
  .refine((file) => file.size > 0, 'The avatar is empty.')
  .refine((file) => file.size <= IMAGE_MAX_BYTES, 'The avatar must not be greater than 2 MB.')
  .refine(
    (file) => (imageMimeTypes as readonly string[]).includes(file.type),
    'The avatar must be a PNG or JPEG image.',
  )
