import { describe, expect, it } from 'vitest'
import { mayFetchAhead } from './fetch-ahead'

describe('mayFetchAhead', () => {
  it('fetches nothing ahead when the browser asks to save data, whatever the connection', () => {
    expect(mayFetchAhead({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(mayFetchAhead({ saveData: true })).toBe(false)
  })

  it('fetches nothing ahead on a 2G or slow 2G connection', () => {
    expect(mayFetchAhead({ saveData: false, effectiveType: '2g' })).toBe(false)
    expect(mayFetchAhead({ saveData: false, effectiveType: 'slow-2g' })).toBe(false)
  })

  it('fetches ahead on 3G and 4G when data saving is off', () => {
    expect(mayFetchAhead({ saveData: false, effectiveType: '3g' })).toBe(true)
    expect(mayFetchAhead({ saveData: false, effectiveType: '4g' })).toBe(true)
  })

  it('fetches ahead when the browser says nothing of its connection', () => {
    expect(mayFetchAhead(undefined)).toBe(true)
    expect(mayFetchAhead({})).toBe(true)
  })

  it("reads the browser's own connection when given none", () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } })
    try {
      expect(mayFetchAhead()).toBe(false)
    } finally {
      Reflect.deleteProperty(navigator, 'connection')
    }
  })
})
