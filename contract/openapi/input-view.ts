import { z } from 'zod'

/**
 * The schema a client fills in, where the contract's schema also says what the server makes of it.
 * A generator that reads zod sees a `.pipe()` as its input half only, which loses the rules of the
 * output half (the e-mail format, the +63 pattern, the peso limits): this view folds them back in.
 * Effects (refine, transform, preprocess) describe nothing a JSON Schema can carry, so they give way
 * to the schema they wrap; what they check is written in the field's description instead.
 */
export function inputView(schema: z.ZodTypeAny): z.ZodTypeAny {
  const viewed = viewOf(schema)
  // A description given to an effect or a pipe (a path id's) stays with the schema that replaces it.
  return schema.description && !viewed.description ? viewed.describe(schema.description) : viewed
}

function viewOf(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodPipeline) {
    const def = schema._def as z.ZodPipelineDef<z.ZodTypeAny, z.ZodTypeAny>
    return withRulesOf(inputView(def.in), unwrapEffects(def.out))
  }
  if (schema instanceof z.ZodEffects) return inputView(schema.innerType())
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as z.ZodRawShape
    const viewed = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, inputView(value)]))
    return new z.ZodObject({ ...schema._def, shape: () => viewed })
  }
  if (schema instanceof z.ZodArray) return new z.ZodArray({ ...schema._def, type: inputView(schema.element) })
  if (schema instanceof z.ZodOptional)
    return new z.ZodOptional({ ...schema._def, innerType: inputView(schema.unwrap()) })
  if (schema instanceof z.ZodNullable)
    return new z.ZodNullable({ ...schema._def, innerType: inputView(schema.unwrap()) })
  if (schema instanceof z.ZodDefault)
    return new z.ZodDefault({ ...schema._def, innerType: inputView(schema.removeDefault()) })
  if (schema instanceof z.ZodUnion) {
    const options = (schema.options as z.ZodTypeAny[]).map(inputView)
    return new z.ZodUnion({ ...schema._def, options: options as [z.ZodTypeAny, z.ZodTypeAny] })
  }
  if (schema instanceof z.ZodRecord)
    return new z.ZodRecord({ ...schema._def, valueType: inputView(schema._def.valueType as z.ZodTypeAny) })
  if (schema instanceof z.ZodString) return inCleanForm(schema)
  return schema
}

/** Text without spaces around it (empty allowed: `minLength` says when it is required). */
const CLEAN_TEXT = /^(?:\S(?:[\s\S]*\S)?)?$/

/** Checks that leave a value's shape open, so they do not already keep spaces out. */
const OPEN_CHECKS = new Set(['min', 'max', 'length', 'trim', 'toLowerCase', 'toUpperCase'])

/**
 * A trimmed field travels trimmed: the client sends what the contract makes of the typed value, and
 * the server refuses anything else (mocks/validation.ts `uncleanFields`). Where no pattern or format
 * already keeps spaces out, the field says so with a pattern.
 */
function inCleanForm(schema: z.ZodString): z.ZodString {
  const checks = schema._def.checks.filter((check) => !(check.kind === 'regex' && check.regex === CLEAN_TEXT))
  const trimmed = checks.some((check) => check.kind === 'trim')
  const shaped = checks.some((check) => !OPEN_CHECKS.has(check.kind))
  const clean = trimmed && !shaped ? [...checks, { kind: 'regex' as const, regex: CLEAN_TEXT }] : checks
  return new z.ZodString({ ...schema._def, checks: clean })
}

function unwrapEffects(schema: z.ZodTypeAny): z.ZodTypeAny {
  return schema instanceof z.ZodEffects ? unwrapEffects(schema.innerType()) : schema
}

/**
 * A string piped into a stricter string takes both sets of checks; a union whose number branch is
 * piped into a stricter number takes that number (its text branches stay: multipart sends text).
 */
function withRulesOf(input: z.ZodTypeAny, output: z.ZodTypeAny): z.ZodTypeAny {
  if (input instanceof z.ZodString && output instanceof z.ZodString)
    return inCleanForm(new z.ZodString({ ...input._def, checks: [...input._def.checks, ...output._def.checks] }))
  if (input instanceof z.ZodUnion && output instanceof z.ZodNumber) {
    const asText = `The number in plain decimal digits${boundsOf(output)}.`
    const options = (input.options as z.ZodTypeAny[]).map((option) =>
      option instanceof z.ZodNumber ? output : option instanceof z.ZodString ? option.describe(asText) : option,
    )
    return new z.ZodUnion({ ...input._def, options: options as [z.ZodTypeAny, z.ZodTypeAny] })
  }
  return input
}

/** ", greater than 0 and at most 10000000": a number's bounds, for its text form, which a pattern cannot bound. */
function boundsOf(schema: z.ZodNumber): string {
  const bounds = schema._def.checks.flatMap((check) => {
    if (check.kind === 'min') return [`${check.inclusive ? 'at least' : 'greater than'} ${check.value}`]
    if (check.kind === 'max') return [`${check.inclusive ? 'at most' : 'less than'} ${check.value}`]
    if (check.kind === 'int') return ['a whole number']
    return []
  })
  return bounds.length > 0 ? `, ${bounds.join(', ')}` : ''
}
