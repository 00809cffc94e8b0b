import { afterEach, describe, expect, it, vi } from 'vitest'
import { offlineAsOfLabel } from './offline-as-of-mark'

afterEach(() => {
  vi.useRealTimers()
})

describe('offlineAsOfLabel', () => {
  it('says the time alone for an answer of today, in Manila', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T05:00:00Z'), toFake: ['Date'] }) // 1:00 PM, 23 Nov in Manila
    expect(offlineAsOfLabel(Date.parse('2026-11-23T01:14:00Z'))).toBe('Offline: as of 9:14 AM')
    // Still the 22nd in UTC, already the 23rd in Manila.
    expect(offlineAsOfLabel(Date.parse('2026-11-22T17:05:00Z'))).toBe('Offline: as of 1:05 AM')
  })

  it('adds the date for an older answer', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T05:00:00Z'), toFake: ['Date'] })
    expect(offlineAsOfLabel(Date.parse('2026-11-22T01:14:00Z'))).toBe('Offline: as of 22 Nov 2026, 9:14 AM')
  })
})
