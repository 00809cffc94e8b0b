import { z } from 'zod'
import type { JsonSchema } from './multipart'

/**
 * A body that takes exactly one of two fields (a code or a password: contract/fields.ts exactlyOneOf)
 * says so in a refinement, which no generator can read; the refinement names its two fields, and this
 * turns them into JSON Schema. A field counts as given when it holds more than spaces, as the rule judges.
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

const given = (field: string): JsonSchema => ({ properties: { [field]: { pattern: '\\S' } }, required: [field] })

/**
 * "If the first is given, the second is not; otherwise the second is": exactly one, in validation
 * keywords only. Both fields stay plain optional properties of the body, which every generator turns
 * into a correct client; a `oneOf` of branches did not (orval appended a field twice, or a field of a
 * union it could not read, and made `zod.any().regex()` of a branch without a type).
 */
export const exactlyOneOfSchema = ([first, second]: readonly [string, string]): JsonSchema => ({
  if: given(first),
  then: { not: given(second) },
  else: given(second),
})
