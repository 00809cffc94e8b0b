import { z } from 'zod'
import type { JsonSchema } from './multipart'

/**
 * A body that takes exactly one of two fields (a code or a password: contract/fields.ts exactlyOneOf)
 * says so in a refinement, which no generator can read; the refinement names its two fields, and this
 * turns them into `oneOf`. A field counts as given when it holds more than spaces, as the rule judges.
 */
export function alternativeFields(body: unknown): readonly [string, string] | null {
  let current = body
  while (current instanceof z.ZodEffects) {
    const effect = (current._def as z.ZodEffectsDef).effect
    if (effect.type === 'refinement' && 'alternatives' in effect.refinement)
      return effect.refinement.alternatives as readonly [string, string]
    current = current.innerType()
  }
  return null
}

export const exactlyOneOfSchema = (fields: readonly [string, string]): JsonSchema[] =>
  fields.map((field) => ({ required: [field], properties: { [field]: { pattern: '\\S' } } }))
