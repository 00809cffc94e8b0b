import { describe, expect, it } from 'vitest'
import { phNumberFormats } from './ph-number-formats'
import { digitsFitting, typedInPattern } from './typed-pattern'

const { mobile, tin, sss } = phNumberFormats

describe('a PH number pattern, typed', () => {
  it('puts each digit in its slot with the separators between, and nothing after the last', () => {
    expect(typedInPattern(sss.pattern, '')).toBe('')
    expect(typedInPattern(sss.pattern, '34')).toBe('34')
    expect(typedInPattern(sss.pattern, '341')).toBe('34-1')
    expect(typedInPattern(tin.pattern, '123456789')).toBe('123-456-789')
    expect(typedInPattern(tin.pattern, '1234567890')).toBe('123-456-789-0')
    expect(typedInPattern(mobile.pattern, '9171234567')).toBe('917 123 4567')
  })

  it('takes the digits in order as typing them would: a digit its slot refuses is skipped, the rest cut', () => {
    expect(digitsFitting(mobile.pattern, '8a917x12345678')).toBe('9171234567')
    expect(digitsFitting(mobile.pattern, '63917')).toBe('917')
    expect(digitsFitting(sss.pattern, '34-1234567-8999')).toBe('3412345678')
    expect(digitsFitting(tin.pattern, '123 456 789 000 999')).toBe('123456789000')
  })
})
