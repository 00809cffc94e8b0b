// @vitest-environment-options {"url": "https://app.empleo.test/dashboard"}
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setApiCredentials, setApiEvents } from '@/lib/api'
import { sessionCredentials } from './session-credentials'
import { SESSION_STORAGE_KEY } from './stored-session'
import { sessionStore } from './session-store'
import { readProfileCookie } from './profile-cookies'
import { startSession } from './start-session'
import { fakeToken, fakeUser, signInEmployee } from './testing/session-fixtures'

// The app's own client calls its own origin in tests (VITE_API_BASE_URL is empty in .env.test).
const url = (path: string) => `${window.location.origin}/api/v1/employee${path}`
const envelope = (data: unknown) => ({ message: 'OK', data, errors: null })

const server = setupServer()
const navigate = vi.fn<(href: string) => void>()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  sessionStore.signOut()
  navigate.mockReset()
  setApiCredentials(sessionCredentials)
  setApiEvents({ navigate, notifyError: () => {} })
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})

describe('starting the session when the app loads (docs/product/states.md#session-start)', () => {
  it('does nothing for a guest', async () => {
    expect(await startSession()).toBe('guest')
  })

  it('restores a valid session and stores the fresh user and employment type', async () => {
    signInEmployee({ full_name: 'Maria Santos', employment_type: 'regular' })
    const fresh = fakeUser({ full_name: 'Maria Santos-Reyes', employment_type: 'probationary' })
    server.use(http.get(url('/auth/me'), () => HttpResponse.json(envelope({ user: fresh }))))

    expect(await startSession()).toBe('restored')
    expect(sessionStore.getState()).toMatchObject({
      user: { full_name: 'Maria Santos-Reyes' },
      employmentType: 'probationary',
    })
  })

  it('refreshes an expired token before anything else', async () => {
    signInEmployee({}, fakeToken(-60))
    const freshToken = fakeToken(3600)
    server.use(
      http.post(url('/auth/refresh'), () => HttpResponse.json(envelope({ token: freshToken }))),
      http.get(url('/auth/me'), ({ request }) =>
        request.headers.get('authorization') === `Bearer ${freshToken}`
          ? HttpResponse.json(envelope({ user: fakeUser() }))
          : HttpResponse.json({ message: 'Token has expired.', data: null, errors: null }, { status: 401 }),
      ),
    )

    expect(await startSession()).toBe('restored')
    expect(sessionStore.getState().token).toBe(freshToken)
    expect(readProfileCookie('employee_profile')?.token).toBe(freshToken)
  })

  it('clears the stored session and cookie, and goes to / after one second, when the refresh is refused', async () => {
    signInEmployee({}, fakeToken(-60))
    server.use(
      http.post(url('/auth/refresh'), () =>
        HttpResponse.json({ message: 'Your session has ended.', data: null, errors: null }, { status: 401 }),
      ),
    )

    expect(await startSession()).toBe('ended')
    expect(sessionStore.getState()).toMatchObject({ token: null, logoutReason: 'Your session has ended.' })
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(readProfileCookie('employee_profile')).toBeNull()
    await vi.advanceTimersByTimeAsync(999)
    expect(navigate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(navigate).toHaveBeenCalledWith('/')
  })

  it.each([
    ['deactivated', { status: 'inactive' as const }],
    ['flagged for a password reset', { is_password_reset: true }],
  ])('logs out an account that is %s, saying why, and goes to / after one second', async (_case, flags) => {
    signInEmployee()
    server.use(http.get(url('/auth/me'), () => HttpResponse.json(envelope({ user: fakeUser(flags) }))))

    expect(await startSession()).toBe('ended')
    expect(sessionStore.getState()).toMatchObject({
      token: null,
      logoutReason: 'Your account is deactivated. Please contact the administrator to know more.',
    })
    expect(navigate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    expect(navigate).toHaveBeenCalledWith('/')
  })

  it('keeps the stored session when the server cannot be reached', async () => {
    const token = signInEmployee()
    server.use(http.get(url('/auth/me'), () => HttpResponse.error()))

    expect(await startSession()).toBe('unverified')
    expect(sessionStore.getState().token).toBe(token)
  })
})
