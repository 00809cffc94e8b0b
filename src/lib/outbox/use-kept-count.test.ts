import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInPerson } from '@/lib/signed-in-person'
import { announceOutboxChange } from './outbox-changes'
import { useKeptCount } from './use-kept-count'

afterEach(() => {
  announceOutboxChange('7', 0)
  signedInPerson.set(null)
})

/** Another tab's count reaching this tab's localStorage, as the browser tells it. */
function countFromAnotherTab(person: string, count: number) {
  const key = `empleo.outbox.${person}`
  const oldValue = localStorage.getItem(key)
  localStorage.setItem(key, String(count))
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue, newValue: String(count), storageArea: localStorage }),
  )
}

describe('the count of requests kept on this phone', () => {
  it('follows this tab’s changes', () => {
    signedInPerson.set('7')
    const { result } = renderHook(() => useKeptCount())
    expect(result.current).toBe(0)
    act(() => announceOutboxChange('7', 2))
    expect(result.current).toBe(2)
  })

  it('shows another tab’s count once it reaches this tab’s storage, though that tab’s message came first', () => {
    signedInPerson.set('7')
    const { result } = renderHook(() => useKeptCount())
    // That tab's message was heard while the count here was still the old one (docs/decisions/0068-outbox.md).
    act(() => countFromAnotherTab('7', 1))
    expect(result.current).toBe(1)
    act(() => countFromAnotherTab('7', 3))
    expect(result.current).toBe(3)
  })
})
