import { z } from 'zod'
import { isCommonPassword } from './common-passwords'

/**
 * Field rules shared by the client's forms and the mock server (quality.md, philippines.md).
 * Messages are written for the person at the form, in the wording a Laravel API uses.
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

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64
export const PASSWORD_HINT = `Use at least ${PASSWORD_MIN} characters; 15 or more is best. A passphrase of a few unrelated words works well.`

/** A new password: several messages can apply at once, which is why forms list them numbered. */
export const newPasswordSchema = z
  .string({ required_error: 'The password field is required.' })
  .min(1, 'The password field is required.')
  .min(PASSWORD_MIN, `The password field must be at least ${PASSWORD_MIN} characters.`)
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

/** A Philippine mobile number, stored as +639XXXXXXXXX (the form's +63 prefix is fixed). */
export const phMobileSchema = z
  .string({ required_error: 'The contact number field is required.' })
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+639\d{9}$/, 'Enter a Philippine mobile number: +63 9XX XXX XXXX.'))

/**
 * Government numbers travel as digits only; forms type and show them through the masks of
 * philippines.md (src/components/ui/ph-numbers/ph-number-formats.ts).
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

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A calendar date in Asia/Manila, `YYYY-MM-DD`. */
export const businessDateSchema = (field = 'date') =>
  z
    .string({ required_error: `The ${field} field is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${field} must be a date (YYYY-MM-DD).`)
    .refine(isRealDate, `The ${field} is not a valid date.`)

/** An instant, ISO 8601 in UTC. */
export const instantSchema = z.string().datetime({ offset: true })

/** The largest peso amount a request may carry; the amount input caps its digits by it. */
export const PESO_AMOUNT_MAX = 10_000_000

/** Peso amounts with centavos; multipart bodies carry them as text. */
export const pesoAmountSchema = (field = 'amount') =>
  z.coerce
    .number({ invalid_type_error: `The ${field} must be a number.` })
    .finite(`The ${field} must be a number.`)
    .positive(`The ${field} must be greater than zero.`)
    .max(PESO_AMOUNT_MAX, `The ${field} must not be greater than ₱${PESO_AMOUNT_MAX.toLocaleString('en-PH')}.`)
    .refine(
      (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `The ${field} can have at most two decimal places.`,
    )

export const idParamSchema = z.coerce
  .number({ invalid_type_error: 'The id must be a number.' })
  .int('The id must be a whole number.')
  .positive('The id must be a positive number.')

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
export const ATTACHMENT_MAX_FILES = 5
export const attachmentMimeTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const

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

/** Page, per_page and sort of a spatie/laravel-query-builder list. */
export const listQuery = <S extends string>(sorts: readonly [S, ...S[]], defaultSort: S) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(10),
    sort: z.enum(sorts).default(defaultSort),
  })

/** Sort keys for a field list: each field ascending and descending (`-field`). */
export const sortKeys = <F extends string>(fields: readonly F[]) =>
  fields.flatMap((f) => [f, `-${f}`] as const) as unknown as [F | `-${F}`, ...(F | `-${F}`)[]]

/** A list filter value: empty means 'All' (spec section 3), as the query builder ignores it. */
export const optionalFilter = <T extends z.ZodTypeAny>(schema: T) => schema.or(z.literal('')).optional()

/** Who did what to a request, for its timeline. */
export const statusChangeSchema = <S extends z.ZodTypeAny>(status: S) =>
  z.object({ status, at: z.string().datetime({ offset: true }), by: z.string(), note: z.string().nullable() })

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const imageMimeTypes = ['image/png', 'image/jpeg'] as const

/** A profile photo: PNG or JPEG up to 2 MB (the server checks the first bytes as well). */
export const avatarFileSchema = z
  .instanceof(File, { message: 'The avatar must be an image file.' })
  .refine((file) => file.size > 0, 'The avatar is empty.')
  .refine((file) => file.size <= IMAGE_MAX_BYTES, 'The avatar must not be greater than 2 MB.')
  .refine(
    (file) => (imageMimeTypes as readonly string[]).includes(file.type),
    'The avatar must be a PNG or JPEG image.',
  )
