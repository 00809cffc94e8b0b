import { emailSchema, idParamSchema } from '@contract/fields'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrors, laravelErrorMap, summarise } from './validation'

const errorsOf = (schema: z.ZodTypeAny, value: unknown) => {
  const result = schema.safeParse(value, { errorMap: laravelErrorMap })
  return result.success ? {} : fieldErrors(result.error)
}

describe('validation answers in Laravel words', () => {
  it("keep the contract's own messages", () => {
    expect(errorsOf(z.object({ email: emailSchema }), {})).toEqual({ email: ['The email field is required.'] })
    expect(errorsOf(z.object({ id: idParamSchema }), { id: 'abc' })).toEqual({ id: ['The id must be a number.'] })
  })

  it("replace zod's defaults with the API's wording", () => {
    const schema = z.object({
      user_id: z.coerce.number(),
      kind: z.enum(['a', 'b']),
      note: z.string().max(3),
      tags: z.array(z.string()),
    })
    expect(errorsOf(schema, { user_id: 'x', kind: 'c', note: 'long', tags: 'nope' })).toEqual({
      user_id: ['The user id field must be a number.'],
      kind: ['The selected kind is invalid.'],
      note: ['The note field must not be greater than 3 characters.'],
      tags: ['The tags field must be an array.'],
    })
  })

  it('name nested fields with dots and errors about the whole body "body"', () => {
    expect(errorsOf(z.object({ contacts: z.array(z.object({ name: z.string() })) }), { contacts: [{}] })).toEqual({
      'contacts.0.name': ['The name field is required.'],
    })
    expect(Object.keys(errorsOf(z.object({}), 'text'))).toEqual(['body'])
  })

  it('summarise as Laravel does: the first message and how many more', () => {
    expect(summarise({ email: ['A.'] })).toBe('A.')
    expect(summarise({ email: ['A.', 'B.'] })).toBe('A. (and 1 more error)')
    expect(summarise({ email: ['A.'], password: ['B.', 'C.'] })).toBe('A. (and 2 more errors)')
  })
})
