import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { setApiCredentials, setApiEvents } from '@/lib/api'
import { sessionCredentials } from '@/session/session-credentials'
import { fakeUser } from '@/session/testing/session-fixtures'

/** The app's own client calls its own origin in tests (VITE_API_BASE_URL is empty in .env.test). */
export const apiUrl = (path: string) => `${window.location.origin}/api/v1/employee${path}`
export const envelope = (data: unknown, message = 'OK') => ({ message, data, errors: null })
export const refusal = (status: number, message: string) =>
  HttpResponse.json({ message, data: null, errors: null }, { status })

/**
 * An MSW server for the auth feature's tests, with the API client wired to the real session store
 * and its navigation and toasts held by spies. Records every call as 'METHOD /path' with its bearer token.
 */
export function authApiServer() {
  const calls: { call: string; token: string | null }[] = []
  const navigate = vi.fn<(href: string) => void>()
  const notifyError = vi.fn<(message: string) => void>()
  const server = setupServer(
    http.get(apiUrl('/auth/me'), () => HttpResponse.json(envelope({ user: fakeUser() }))),
    http.post(apiUrl('/auth/logout'), () => HttpResponse.json(envelope(null, 'Logged out.'))),
  )
  server.events.on('request:start', ({ request }) => {
    const bearer = request.headers.get('authorization')
    calls.push({
      call: `${request.method} ${new URL(request.url).pathname.replace('/api/v1/employee', '')}`,
      token: bearer?.replace('Bearer ', '') ?? null,
    })
  })

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())
  afterEach(() => {
    server.resetHandlers()
    calls.length = 0
    navigate.mockReset()
    notifyError.mockReset()
  })

  const connect = () => {
    setApiCredentials(sessionCredentials)
    setApiEvents({ navigate, notifyError })
  }
  return {
    server,
    calls,
    navigate,
    notifyError,
    connect,
    callsTo: (call: string) => calls.filter((entry) => entry.call === call),
  }
}
