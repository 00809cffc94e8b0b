import { describe, expect, it } from 'vitest'
import { isCodeNotArrived } from './code-not-arrived'

describe('isCodeNotArrived', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://app.empleo.ph/assets/a.js'],
    ['Firefox', 'error loading dynamically imported module: https://app.empleo.ph/assets/a.js'],
    ['Safari', 'Importing a module script failed.'],
  ])("knows %s's words for an import that failed", (_browser, message) => {
    expect(isCodeNotArrived(new TypeError(message))).toBe(true)
  })

  it('takes no other error for one', () => {
    expect(isCodeNotArrived(new TypeError('Failed to fetch'))).toBe(false)
    expect(isCodeNotArrived(new Error("Cannot read properties of undefined (reading 'map')"))).toBe(false)
    expect(isCodeNotArrived('Failed to fetch dynamically imported module')).toBe(false)
  })
})
