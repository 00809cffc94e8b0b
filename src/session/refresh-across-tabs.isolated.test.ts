// @vitest-environment-options {"url": "https://app.empleo.test/"}
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeToken, signInEmployee } from './testing/session-fixtures'

// Two tabs of the app: each its own module graph (its own API client and session state in memory), sharing
// localStorage and the browser's Web Locks. jsdom fires no storage event in the tab that wrote, so each tab
// learns of the other's refresh only from storage: the worst case, a tab that has not heard yet.

const API = 'https://api.empleo.test'
const url = (path: string) => `${API}/api/v1/employee${path}`
const envelope = (data: unknown) => ({ message: 'OK', data, errors: null })
const unauthorized = (message: string) => HttpResponse.json({ message, data: null, errors: null }, { status: 401 })

/**
 * A server that has expired `firstToken`, rotates on every refresh and ends the session when a replaced
 * token is traded again.
 */
function rotatingServer(firstToken: string) {
  const state = { current: firstToken, refreshes: 0, ended: false }
  const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null
  const server = setupServer(
    http.post(url('/auth/refresh'), async ({ request }) => {
      state.refreshes += 1
      await delay(20)
      if (state.ended || bearer(request) !== state.current) {
        state.ended = true
        return unauthorized('Your session has ended for your security because an old sign-in token was used.')
      }
      state.current = fakeToken(3600, { sub: String(state.refreshes) })
      return HttpResponse.json(envelope({ token: state.current }))
    }),
    http.get(url('/auth/me'), ({ request }) =>
      !state.ended && state.current !== firstToken && bearer(request) === state.current
        ? HttpResponse.json(envelope({ user: { full_name: 'Maria Santos' } }))
        : unauthorized('Token has expired.'),
    ),
  )
  return { server, state }
}

/** Exclusive locks by name, granted in the order asked, as navigator.locks grants them across tabs. */
function webLocks(): Pick<LockManager, 'request'> {
  const queues = new Map<string, Promise<unknown>>()
  const request = (name: string, work: () => Promise<unknown>) => {
    const granted = (queues.get(name) ?? Promise.resolve()).then(work)
    queues.set(
      name,
      granted.catch(() => {}),
    )
    return granted
  }
  return { request } as Pick<LockManager, 'request'>
}

async function openTab() {
  vi.resetModules()
  const { sessionCredentials } = await import('./session-credentials')
  const { sessionStore } = await import('./session-store')
  const { setApiCredentials } = await import('@/lib/api/api-credentials')
  const { setApiEvents } = await import('@/lib/api/api-events')
  const { createApiClient } = await import('@/lib/api/create-api-client')
  setApiCredentials(sessionCredentials)
  const navigate = vi.fn<(href: string) => void>()
  setApiEvents({ navigate, notifyError: () => {} })
  return { api: createApiClient({ baseUrl: API }).client, sessionStore, navigate }
}

const expired = fakeToken(-60)
const { server, state } = rotatingServer(expired)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('two tabs meeting an expired token at once', () => {
  it('refresh once: both retry with the same new token, and both stay signed in', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { locks: webLocks() }))
    signInEmployee({}, expired)
    const first = await openTab()
    const second = await openTab()

    const [mine, theirs] = await Promise.all([first.api.auth.me(), second.api.auth.me()])

    expect([mine.status, theirs.status]).toEqual([200, 200])
    expect(state.refreshes).toBe(1)
    expect(first.sessionStore.getState().token).toBe(state.current)
    expect(second.sessionStore.getState().token).toBe(state.current)
    expect([first.navigate, second.navigate].map((navigate) => navigate.mock.calls)).toEqual([[], []])
  })
})
