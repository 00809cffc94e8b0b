import { describe, expect, it } from 'vitest'
import { fieldErrorsSchema } from '@contract/envelope'
import { errorFromResponse, isFieldErrors } from './error-from-response'

const samples: unknown[] = [
  { email: ['The email field is required.'] },
  { email: ['One.', 'Two.'], password: [] },
  {},
  { email: 'The email field is required.' },
  { email: [1] },
  { email: [null] },
  ['The email field is required.'],
  null,
  undefined,
  'errors',
  42,
]

describe('the field errors of an error answer', () => {
  it('are read by hand exactly as the contract schema reads them', () => {
    for (const value of samples)
      expect({ value, ok: isFieldErrors(value) }).toEqual({ value, ok: fieldErrorsSchema.safeParse(value).success })
  })

  it('reach the form under each field, or none when the server sent another shape', () => {
    const answer = (errors: unknown) => ({ status: 422, headers: new Headers(), body: { message: 'Invalid.', errors } })
    expect(errorFromResponse(answer({ email: ['Taken.'] })).fieldErrors).toEqual({ email: ['Taken.'] })
    expect(errorFromResponse(answer({ email: 'Taken.' })).fieldErrors).toEqual({})
  })
})
