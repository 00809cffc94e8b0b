import { describe, expect, it } from 'vitest'
import { localMobileDigits, maskForDisplay, visibleEnding } from './ph-number-formats'

describe('PH number formats', () => {
  it('find the 10 local digits of a mobile number written any usual way', () => {
    for (const written of ['+63 917 123 4567', '639171234567', '0917-123-4567', '(0917) 123 4567', '9171234567']) {
      expect(localMobileDigits(written)).toBe('9171234567')
    }
  })

  it('hide all but the last four digits for reading, keeping the separators', () => {
    expect(maskForDisplay('tin', '123456789')).toBe('•••-••6-789')
    expect(maskForDisplay('tin', '123456789000')).toBe('•••-•••-••9-000')
    expect(maskForDisplay('sss', '3412345678')).toBe('••-••••567-8')
    expect(maskForDisplay('philhealth', '120512345678')).toBe('••-••••••567-8')
    expect(maskForDisplay('pagibig', '121234567890')).toBe('••••-••••-7890')
    expect(maskForDisplay('mobile', '+639171234567')).toBe('+63 ••• ••• 4567')
  })

  it('hide everything of a number that is not whole', () => {
    expect(maskForDisplay('sss', '12345')).toBe('••-•••••••-•')
    expect(maskForDisplay('tin', '')).toBe('•••-•••-•••')
    expect(visibleEnding('sss', '12345')).toBe('not set')
  })

  it('say which digits are shown', () => {
    expect(visibleEnding('tin', '123456789')).toBe('ending in 6789')
    expect(visibleEnding('mobile', '+639171234567')).toBe('ending in 4567')
  })
})

describe('a bank account number shown for reading', () => {
  it('keeps its last four digits and hides its length, since banks differ', () => {
    expect(maskForDisplay('bankAccount', '001234567890')).toBe('•••• 7890')
    expect(maskForDisplay('bankAccount', '98765432')).toBe('•••• 5432')
    expect(visibleEnding('bankAccount', '001234567890')).toBe('ending in 7890')
  })
})
