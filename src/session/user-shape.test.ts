import { describe, expect, it } from 'vitest'
import { userSchema } from '@contract/user'
import { fakeUser } from './testing/session-fixtures'
import { isUser } from './user-shape'

// Values of every JSON type, and of the contract's enums, to put in each field in turn.
const candidates: unknown[] = [
  undefined,
  null,
  true,
  0,
  7,
  1.5,
  '',
  'blue',
  'active',
  'regular',
  {},
  [],
  { id: 1, name: 'Bayanihan Tech' },
  { id: 1.5, name: 'Bayanihan Tech' },
]

describe("the start-up check of a stored user, against the contract's userSchema", () => {
  it('accepts an employee and an admin who is not an employee', () => {
    for (const user of [fakeUser(), fakeUser({ admin: true, employment_type: null })]) {
      expect(userSchema.safeParse(user).success).toBe(true)
      expect(isUser(user)).toBe(true)
    }
  })

  it.each(Object.keys(userSchema.shape))('agrees with the schema on every kind of value in %s', (field) => {
    for (const value of candidates) {
      // Formats (a valid e-mail address) are the server's business; the check is structural.
      if (field === 'email' && typeof value === 'string') continue
      const user = { ...fakeUser(), [field]: value }
      expect(isUser(user), `${field}: ${JSON.stringify(value)}`).toBe(userSchema.safeParse(user).success)
    }
  })

  it.each([null, 'Maria', [], 42])('refuses %j as a user', (value) => {
    expect(isUser(value)).toBe(false)
  })
})
