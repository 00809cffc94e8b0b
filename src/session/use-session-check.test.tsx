import { act, fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notifyClockJump, setClockSource } from '@/lib/clock'
import { sessionStore } from './session-store'
import { authApiServer } from '@/test/auth-api-server'
import { signInEmployee } from './testing/session-fixtures'
import { useSessionCheck } from './use-session-check'

// When the token check runs: on state changes, at most once per 20 seconds (docs/product/states.md#token-check and
// docs/product/limits.md#session-timings).

const api = authApiServer()
let clockOffset = 0

function SessionCheckHarness({ location }: { location: string }) {
  useSessionCheck(location)
  return null
}

const profileReloads = () => api.callsTo('GET /auth/me').length
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms))
/** Lets the check's dynamic import and its fetch settle, without moving the fake clock. */
const settle = () => act(() => vi.waitFor(() => undefined))
const waitForReloads = (count: number) => vi.waitFor(() => expect(profileReloads()).toBe(count), { interval: 1 })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  clockOffset = 0
  setClockSource(() => Date.now() + clockOffset)
  sessionStore.signOut()
  api.connect()
  signInEmployee()
})
afterEach(() => {
  vi.useRealTimers()
  setClockSource(() => Date.now())
})

describe('the token check', () => {
  it('does not run on the first page: the session was just checked', async () => {
    render(<SessionCheckHarness location="/dashboard" />)
    pass(60_000)
    await settle()
    expect(profileReloads()).toBe(0)
  })

  it('runs on a route change once 20 seconds have passed, and at most once per 20 seconds however busy the person is', async () => {
    const view = render(<SessionCheckHarness location="/dashboard" />)
    pass(20_000)
    view.rerender(<SessionCheckHarness location="/profile" />)
    await waitForReloads(1)

    for (let second = 0; second < 19; second += 1) {
      pass(1000)
      fireEvent.keyDown(document.body)
    }
    view.rerender(<SessionCheckHarness location="/settings" />)
    await settle()
    expect(profileReloads()).toBe(1)
    pass(1000) // the changes inside the window are checked once when it ends
    await waitForReloads(2)
    pass(60_000)
    await settle()
    expect(profileReloads()).toBe(2)
  })

  it('runs on user activity and on changes of the auth state made elsewhere', async () => {
    render(<SessionCheckHarness location="/dashboard" />)
    fireEvent.mouseMove(document.body)
    pass(20_000)
    await waitForReloads(1)

    pass(20_000)
    act(() => sessionStore.setTimeRemaining(null)) // e.g. another tab wrote the session
    await waitForReloads(2)
  })

  it('runs at once when the clock jumps past the window', async () => {
    render(<SessionCheckHarness location="/dashboard" />)
    clockOffset = 21_000
    act(() => notifyClockJump())
    await waitForReloads(1)
  })

  it('stops when the layout that owns it goes', async () => {
    const view = render(<SessionCheckHarness location="/dashboard" />)
    view.unmount()
    pass(20_000)
    fireEvent.mouseMove(document.body)
    await settle()
    expect(profileReloads()).toBe(0)
  })
})
