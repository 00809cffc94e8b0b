import fc from 'fast-check'
import { z } from 'zod'
import { textPdf } from '../../presenters/pdf'
import { DEMO_PASSWORD, DEMO_RECOVERY_CODES, personas } from '../../seed/personas'

/**
 * Values for the property-based test: plausible ones built from a route's zod schemas (so the input
 * gets past validation and reaches the rules), and hostile ones that no form would send.
 */

/** Valid-looking strings for fields whose schema is a pattern a random string would never match. */
const examples: Record<string, readonly string[]> = {
  date: ['2026-11-24', '2026-12-14', '2026-12-31', '2027-01-08', '2026-02-30', '2025-10-01'],
  birthdate: ['1990-06-15', '2015-01-01'],
  month: ['2026-11', '2026-12', '2027-02'],
  contact_no: ['+639171234567', '+63 917 555 0142', '09171234567'],
  code: ['123456', '000000', '12345', ''],
  recovery_code: [DEMO_RECOVERY_CODES[0], 'bhb6 q8cw', 'O0O0-1I1L', ''],
  philhealth: ['120000123456'],
  pagibig: ['121212345678'],
  sss: ['3412345678'],
  tin: ['123456789', '123456789000'],
  account_no: ['001234567890'],
  email: [personas.regular.email, personas.onboarding.email, 'someone@example.ph', 'not-an-email'],
  password: [DEMO_PASSWORD, 'Sampaguita-Garden-Path-42', 'password'],
}

function exampleKey(key: string): string | null {
  if (key.startsWith('date') || key.endsWith('_at')) return 'date'
  if (key === 'alternative_email') return 'email'
  if (key.includes('password')) return 'password'
  return key in examples ? key : null
}

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const jpegBytes = [0xff, 0xd8, 0xff, 0xe0]

/** Files whose first bytes and declared type may or may not agree, and names that may be hostile. */
const anyFile: fc.Arbitrary<File> = fc
  .record({
    content: fc.constantFrom('pdf', 'png', 'jpeg', 'noise', 'empty', 'large-png'),
    declared: fc.constantFrom(
      'application/pdf',
      'image/png',
      'image/jpeg',
      'text/plain',
      'application/x-msdownload',
      '',
    ),
    name: fc.oneof(
      fc.constantFrom(
        'receipt.pdf',
        'photo.png',
        '../../etc/passwd',
        'évaluation médicale (1).pdf',
        `${'a'.repeat(300)}.png`,
        'x".png',
      ),
      fc.string({ maxLength: 20 }),
    ),
    noise: fc.uint8Array({ maxLength: 64 }),
  })
  .map(({ content, declared, name, noise }) => {
    const parts: BlobPart[] = {
      pdf: [textPdf([{ text: 'Fuzz receipt' }])],
      png: [new Uint8Array([...pngBytes, ...noise])],
      jpeg: [new Uint8Array([...jpegBytes, ...noise])],
      noise: [new Uint8Array(noise)],
      empty: [],
      // Just over the 2 MB avatar limit; rare enough to keep the run fast.
      'large-png': [new Uint8Array(pngBytes), new Uint8Array(2 * 1024 * 1024)],
    }[content]
    return new File(parts, name, { type: declared })
  })

/** Half the time an honest file, so requests with attachments also get past the upload checks. */
export const fileValue: fc.Arbitrary<File> = fc.oneof(
  fc
    .constantFrom(
      () => new File([textPdf([{ text: 'Medical certificate' }])], 'certificate.pdf', { type: 'application/pdf' }),
      () => new File([new Uint8Array([...pngBytes, 1, 2, 3])], 'photo.png', { type: 'image/png' }),
      () => new File([new Uint8Array([...jpegBytes, 1, 2, 3])], 'receipt.jpg', { type: 'image/jpeg' }),
    )
    .map((make) => make()),
  anyFile,
)

/** Whatever a hostile client might put in a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e309',
    '-0',
    '9007199254740993',
    '[]',
    '{}',
    'true',
    '__proto__',
    'constructor',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '\u202emaria',
    '👩🏽‍💻🇵🇭',
    'ñ'.repeat(500),
    'x'.repeat(100_000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.object({ maxDepth: 3, maxKeys: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted'), fc.string({ maxLength: 5 }), {
    maxKeys: 2,
  }),
  fileValue,
)

/** A value the schema would probably accept (and sometimes one it would not), for field `key`. */
export function plausibleValue(schema: unknown, key = ''): fc.Arbitrary<unknown> {
  if (!(schema instanceof z.ZodType)) return fc.constant(undefined)
  if (schema instanceof z.ZodEffects) return plausibleValue(schema.innerType(), key)
  if (schema instanceof z.ZodPipeline) return plausibleValue((schema._def as { in: unknown }).in, key)
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return fc.option(plausibleValue(schema.unwrap(), key), { nil: undefined, freq: 4 })
  if (schema instanceof z.ZodDefault)
    return fc.option(plausibleValue(schema.removeDefault(), key), { nil: undefined, freq: 3 })
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, unknown>
    return fc.record(
      Object.fromEntries(Object.entries(shape).map(([field, inner]) => [field, plausibleValue(inner, field)])),
    )
  }
  if (schema instanceof z.ZodArray)
    return fc.array(plausibleValue(schema.element, key), { maxLength: Math.min(schema._def.maxLength?.value ?? 3, 3) })
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as string[]))
  if (schema instanceof z.ZodLiteral) return fc.constant(schema.value as unknown)
  if (schema instanceof z.ZodUnion)
    return fc.oneof(...(schema.options as z.ZodTypeAny[]).map((option) => plausibleValue(option, key)))
  if (schema instanceof z.ZodNumber) {
    // Mostly inside the schema's bounds (a year from 2000 to 2100, a page size up to 100), sometimes just outside.
    const min = Math.max(schema.minValue ?? -2, -1_000_000)
    const max = Math.min(schema.maxValue ?? 20_000, 1_000_000)
    const inside = schema.isInt
      ? fc.integer({ min, max })
      : fc.double({ min, max, noNaN: true }).map((value) => Math.round(value * 100) / 100)
    return fc.oneof(
      { weight: 4, arbitrary: inside },
      { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 0, -1) },
    )
  }
  if (schema instanceof z.ZodBoolean) return fc.boolean()
  if (schema instanceof z.ZodString) {
    const known = exampleKey(key)
    const random = fc.string({ minLength: 1, maxLength: 30 })
    return known
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...(examples[known] ?? [])) },
          { weight: 1, arbitrary: random },
        )
      : random
  }
  // z.instanceof(File) is a ZodAny under a refinement: the contract's only use of it is files.
  if (schema instanceof z.ZodAny) return fileValue
  return hostileValue
}

/** Keys no form has: prototype keys, bracket junk, deep nesting and huge indices. */
export const junkKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    '__proto__[polluted]',
    'constructor[prototype][polluted]',
    'prototype',
    'a[b][c][d][e][f][g]',
    'contacts[999999][name]',
    'banks[0][__proto__][x]',
    'attachments[][]',
    'filter[status][]',
    'filter[__proto__][x]',
    '[',
    ']',
    '[]',
    'type]',
    '',
    'sort[0]',
  ),
  fc.string({ maxLength: 12 }),
)
