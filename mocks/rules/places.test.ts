import { describe, expect, it } from 'vitest'
import { placeOf } from './places'

const from = (forwardedFor?: string) =>
  new Request('http://empleo.test/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })

describe('the place a sign-in came from', () => {
  it("names a demo address's place, reading the first address a proxy forwarded", () => {
    expect(placeOf(from('203.0.113.7'))).toBe('Makati City, Philippines')
    expect(placeOf(from('198.51.100.24, 10.0.0.1'))).toBe('Cebu City, Philippines')
  })

  it('is null for an address it does not know, or none: it never guesses', () => {
    expect(placeOf(from('8.8.8.8'))).toBeNull()
    expect(placeOf(from('10.0.0.1, 203.0.113.7'))).toBeNull()
    expect(placeOf(from())).toBeNull()
    expect(placeOf(from('toString'))).toBeNull()
  })
})
