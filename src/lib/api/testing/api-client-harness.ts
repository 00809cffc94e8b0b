import { beforeEach, vi } from 'vitest'
import { ApiError } from '../api-error'
import { setApiCredentials } from '../api-credentials'
import { setApiEvents } from '../api-events'
import { createApiClient } from '../create-api-client'

type ApiClient = ReturnType<typeof createApiClient>['client']

/**
 * The client wired as the app wires it, with the session and the routing side effects held by the
 * test (the auth feature's own tests cover where the session is stored). A fresh client each test.
 */
export function apiClientHarness(baseUrl: string) {
  const session = { token: null as string | null, logoutReason: null as string | null }
  const navigate = vi.fn<(href: string) => void>()
  const notifyError = vi.fn<(message: string) => void>()
  let client: ApiClient | undefined

  beforeEach(() => {
    Object.assign(session, { token: null, logoutReason: null })
    navigate.mockReset()
    notifyError.mockReset()
    setApiCredentials({
      getToken: () => session.token,
      saveToken: (token) => {
        session.token = token
      },
      latestToken: () => session.token,
      clear: (reason) => Object.assign(session, { token: null, logoutReason: reason }),
    })
    setApiEvents({ navigate, notifyError })
    client = createApiClient({ baseUrl }).client
  })

  return {
    session,
    navigate,
    notifyError,
    api: (): ApiClient => {
      if (!client) throw new Error('The API client is created before each test; call api() inside one.')
      return client
    },
  }
}

/** The ApiError a call fails with; a call that succeeds fails the test. */
export async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}
