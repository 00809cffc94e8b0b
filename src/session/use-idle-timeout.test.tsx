import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notifyClockJump, setClockSource } from '@/lib/clock'
import { sessionStore } from './session-store'
import { SessionTimeoutWarning } from './components/session-timeout-warning'
import { IDLE_LOGOUT_MESSAGE } from './logout-reasons'
import { LAST_ACTIVITY_KEY } from './shared-activity'
import { SESSION_STORAGE_KEY } from './stored-session'
import { authApiServer } from '@/test/auth-api-server'
import { fakeToken, signInEmployee } from './testing/session-fixtures'
import { useIdleTimeout } from './use-idle-timeout'

// docs/product/states.md#idle-timeout and docs/product/limits.md#session-timings: 15 minutes idle open the warning, 2
// more log out. Fake timers move time; the app's clock follows them (Date is faked), plus an offset a test can jump
// like the mock's clock.

const MINUTE = 60_000
const api = authApiServer()
let clockOffset = 0

function IdleTimeoutHarness() {
  const { warningDeadline, stillHere } = useIdleTimeout()
  return <SessionTimeoutWarning deadline={warningDeadline} onStillHere={stillHere} />
}

const warning = () => screen.queryByRole('alertdialog', { name: 'Session Timeout Warning' })
const countdown = () => warning()?.textContent?.match(/Logging out in (\d+:\d\d)/)?.[1]
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const stillHereButton = () => screen.getByRole('button', { name: "I'm still here" })

function anotherTabIsActive(instant: number) {
  localStorage.setItem(LAST_ACTIVITY_KEY, String(instant))
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(instant) })))
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  localStorage.clear()
  sessionStore.signOut()
  clockOffset = 0
  setClockSource(() => Date.now() + clockOffset)
  api.connect()
  signInEmployee({}, fakeToken(3600))
})
afterEach(() => {
  vi.useRealTimers()
  setClockSource(() => Date.now())
})

describe('the idle timeout', () => {
  it('opens the warning after exactly 15 minutes without activity, not before', () => {
    render(<IdleTimeoutHarness />)
    pass(15 * MINUTE - 1)
    expect(warning()).toBeNull()
    pass(1)
    expect(warning()).not.toBeNull()
    expect(warning()?.textContent).toContain('The system detected that you are inactive. Are you still there?')
    expect(document.activeElement).toBe(stillHereButton())
  })

  it('counts down from 2:00 in m:ss, a second per tick, and keeps the remainder in the auth state', () => {
    render(<IdleTimeoutHarness />)
    pass(15 * MINUTE)
    expect(countdown()).toBe('2:00')
    expect(sessionStore.getState().timeRemaining).toBe(2 * MINUTE)
    pass(1000)
    expect(countdown()).toBe('1:59')
    pass(60_000)
    expect(countdown()).toBe('0:59')
  })

  it('starts the wait again on mouse, key, touch, wheel or scroll activity', () => {
    render(<IdleTimeoutHarness />)
    for (const act of [
      fireEvent.mouseMove,
      fireEvent.keyDown,
      fireEvent.touchStart,
      fireEvent.wheel,
      fireEvent.scroll,
    ]) {
      pass(10 * MINUTE)
      act(document.body)
    }
    pass(15 * MINUTE - 1)
    expect(warning()).toBeNull()
    pass(1)
    expect(warning()).not.toBeNull()
  })

  it('is not closed by moving the mouse or by Escape: only "I\'m still here" answers it', () => {
    render(<IdleTimeoutHarness />)
    pass(15 * MINUTE)
    fireEvent.mouseMove(document.body)
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    expect(warning()).not.toBeNull()

    fireEvent.click(stillHereButton())
    expect(warning()).toBeNull()
    expect(sessionStore.getState().timeRemaining).toBeNull()
    pass(15 * MINUTE - 1)
    expect(warning()).toBeNull()
    pass(1)
    expect(warning()).not.toBeNull()
  })

  it('logs out at zero with the reason, tells the server, and goes to / a second later', async () => {
    const token = sessionStore.getState().token
    render(<IdleTimeoutHarness />)
    pass(17 * MINUTE)
    await vi.waitFor(() => expect(sessionStore.getState().token).toBeNull(), { interval: 1 })
    expect(sessionStore.getState().logoutReason).toBe(IDLE_LOGOUT_MESSAGE)
    expect(warning()).toBeNull()
    expect(api.navigate).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(api.callsTo('POST /auth/logout')).toEqual([{ call: 'POST /auth/logout', token }]))
    pass(1000)
    expect(api.navigate).toHaveBeenCalledWith('/')
  })

  it("counts another tab's activity, shared through localStorage", () => {
    render(<IdleTimeoutHarness />)
    pass(10 * MINUTE)
    anotherTabIsActive(Date.now())
    pass(10 * MINUTE)
    expect(warning()).toBeNull()
    pass(5 * MINUTE)
    expect(warning()).not.toBeNull()
  })

  it('closes when "I\'m still here" is pressed in another tab', () => {
    render(<IdleTimeoutHarness />)
    pass(15 * MINUTE + 30_000)
    expect(warning()).not.toBeNull()
    anotherTabIsActive(Date.now())
    expect(warning()).toBeNull()
  })

  it("shares this tab's activity with the others, at most every few seconds", () => {
    render(<IdleTimeoutHarness />)
    const mounted = Number(localStorage.getItem(LAST_ACTIVITY_KEY))
    pass(MINUTE)
    fireEvent.mouseMove(document.body)
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(mounted + MINUTE)
    pass(1000)
    fireEvent.mouseMove(document.body)
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(mounted + MINUTE) // throttled
    pass(5000)
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(mounted + MINUTE + 1000) // the trailing write
  })

  it('leaves no idle data behind a logout (docs/product/states.md#logout): no time remaining, no shared activity', () => {
    render(<IdleTimeoutHarness />)
    pass(15 * MINUTE + 30_000)
    expect(warning()).not.toBeNull()
    expect(sessionStore.getState().timeRemaining).not.toBeNull()
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).not.toBeNull()

    act(() => sessionStore.signOut())
    expect(sessionStore.getState()).toMatchObject({ user: null, token: null, timeRemaining: null })
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull()
  })

  it('writes no activity after a logout: neither a write the throttle held back nor a move before / shows', () => {
    render(<IdleTimeoutHarness />)
    pass(MINUTE)
    fireEvent.mouseMove(document.body)
    pass(1000)
    fireEvent.mouseMove(document.body) // held back for a few seconds

    act(() => sessionStore.signOut())
    fireEvent.mouseMove(document.body)
    pass(10_000)
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull()
  })

  it('judges again at once when the clock jumps', async () => {
    render(<IdleTimeoutHarness />)
    clockOffset = 15 * MINUTE + 30_000
    act(() => notifyClockJump())
    expect(countdown()).toBe('1:30')
    clockOffset += 2 * MINUTE
    act(() => notifyClockJump())
    await vi.waitFor(() => expect(sessionStore.getState().logoutReason).toBe(IDLE_LOGOUT_MESSAGE), { interval: 1 })
  })

  it('resumes a warning that was showing when the page reloaded, instead of starting over', () => {
    sessionStore.setTimeRemaining(45_000) // what the page left behind
    render(<IdleTimeoutHarness />)
    expect(countdown()).toBe('0:45')
  })

  it('does nothing once signed out', () => {
    render(<IdleTimeoutHarness />)
    act(() => sessionStore.signOut())
    pass(20 * MINUTE)
    expect(warning()).toBeNull()
    expect(api.callsTo('POST /auth/logout')).toEqual([])
  })
})
