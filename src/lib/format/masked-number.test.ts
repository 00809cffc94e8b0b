import { describe, expect, it } from 'vitest'
import { governmentIdMasks } from '@contract/fields'
import { lastDigits, maskNumber } from './masked-number'

describe('maskNumber', () => {
  it('shows only the last 4 digits of each government number, in its own format', () => {
    expect(maskNumber('1234567890', governmentIdMasks.sss)).toBe('••-••••789-0')
    expect(maskNumber('123456789012', governmentIdMasks.philhealth)).toBe('••-••••••901-2')
    expect(maskNumber('123456789012', governmentIdMasks.pagibig)).toBe('••••-••••-9012')
    expect(maskNumber('123456789012', governmentIdMasks.tin)).toBe('•••-•••-••9-012')
  })

  it('ends a 9-digit TIN where its digits end, without the branch group', () => {
    expect(maskNumber('123456789', governmentIdMasks.tin)).toBe('•••-••6-789')
  })

  it('hides the length of a number without a format (a bank account)', () => {
    expect(maskNumber('001234567890')).toBe('•••• 7890')
    expect(maskNumber('9876543210123456')).toBe('•••• 3456')
  })

  it('never shows every digit of a short number', () => {
    expect(maskNumber('12')).toBe('•••• 2')
    expect(maskNumber('1234', governmentIdMasks.pagibig)).toBe('•234')
  })

  it('reads digits only, and keeps digits a format has no room for', () => {
    expect(maskNumber('12-3456789-0', governmentIdMasks.sss)).toBe('••-••••789-0')
    expect(maskNumber('123456789012', governmentIdMasks.sss)).toBe('••-••••••9-012')
    expect(maskNumber('')).toBe('')
  })
})

describe('lastDigits', () => {
  it('gives the trailing digits a screen reader says ("ending in 7890")', () => {
    expect(lastDigits('12-3456789-0')).toBe('7890')
    expect(lastDigits('123', 4)).toBe('123')
  })
})
