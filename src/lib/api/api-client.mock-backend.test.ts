import { control, server } from '@mocks/node'
import { personas } from '@mocks/seed/personas'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiBody, apiData } from './api-data'
import { apiClientHarness, failureOf } from './testing/api-client-harness'

// The client against the mock backend, which keeps sessions, expires tokens and rotates them on
// refresh as a real server would; the control API plays time, administrators and a flaky network.
runMockServerAroundEachTest()

const maria = personas.regular
const harness = apiClientHarness('https://api.empleo.test')
const { session, navigate, notifyError } = harness
let api: ReturnType<typeof harness.api>

beforeEach(() => {
  api = harness.api()
})
afterEach(() => vi.useRealTimers())

async function signInAsMaria(): Promise<void> {
  const started = await apiData(api.auth.login({ body: { email: maria.email, password: maria.password } }))
  if (!('token' in started)) throw new Error('Maria has no two-factor step')
  session.token = started.token
}

const stopCounting: Array<() => void> = []
afterEach(() => stopCounting.splice(0).forEach((stop) => stop()))

function countRefreshes(): { count: number } {
  const refreshes = { count: 0 }
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/auth/refresh')) refreshes.count += 1
  }
  server.events.on('request:start', listener)
  stopCounting.push(() => server.events.removeListener('request:start', listener))
  return refreshes
}

describe('the API client against the mock backend', () => {
  it('logs in with a multipart body the server accepts, then reads the user with the token', async () => {
    await signInAsMaria()
    const { user } = await apiData(api.auth.me())
    expect(user.full_name).toBe(maria.full_name)
  })

  it("answers a file's bytes as a Blob (a payslip's PDF), not as text", async () => {
    await signInAsMaria()
    const { data } = await apiBody(api.payslip.list({ query: {} }))
    const file = await apiBody(api.payslip.download({ params: { id: data[0]?.id ?? 0 } }))
    // Its bytes are checked in the e2e journey: jsdom's Blob and Node's Response do not share them.
    expect(file).toMatchObject({ type: 'application/pdf' })
  })

  it('refreshes an expired token once for concurrent calls, which then succeed', async () => {
    await signInAsMaria()
    const firstToken = session.token
    control.expireTokens(maria.email)
    const refreshes = countRefreshes()

    const [me, setup] = await Promise.all([apiData(api.auth.me()), apiData(api.twoFactor.generate())])

    expect(me.user.email).toBe(maria.email)
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\//)
    expect(refreshes.count).toBe(1)
    expect(session.token).not.toBe(firstToken)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('ends the session of a deactivated user and goes to / after one second', async () => {
    await signInAsMaria()
    control.deactivateUser(maria.email)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

    const error = await failureOf(api.auth.me())

    expect(error.status).toBe(401)
    expect(session.token).toBeNull()
    expect(session.logoutReason).toEqual(expect.any(String))
    await vi.advanceTimersByTimeAsync(1000)
    expect(navigate).toHaveBeenCalledWith('/')
  })

  it('ends a session used every 13 days 30 days after sign-in, with the reason the landing page shows', async () => {
    await signInAsMaria()
    const reasons: Array<string | null> = []
    for (let visit = 1; visit <= 3; visit += 1) {
      control.advanceClock(13 * 24 * 60 * 60_000)
      await api.auth.me().catch(() => {})
      reasons.push(session.token === null ? session.logoutReason : 'signed in')
    }
    expect(reasons).toEqual([
      'signed in',
      'signed in',
      'You have been signed in for 30 days, the longest a session lasts. Please log in again.',
    ])
  })

  it('hands a wrong password to the login form as a field error, and leaves the page alone', async () => {
    const error = await failureOf(api.auth.login({ body: { email: maria.email, password: 'not the password' } }))
    expect(error.status).toBe(422)
    expect(Object.keys(error.fieldErrors).length).toBeGreaterThan(0)
    expect(navigate).not.toHaveBeenCalled()
    expect(session.token).toBeNull()
  })

  it("toasts the server's message when the server fails", async () => {
    await signInAsMaria()
    control.failNext('500')
    const error = await failureOf(api.auth.me())
    expect(error.status).toBe(500)
    expect(notifyError).toHaveBeenCalledWith(error.message)
  })

  it("says 'Something went wrong.' when the network drops", async () => {
    await signInAsMaria()
    control.failNext('network')
    const error = await failureOf(api.auth.me())
    expect(error).toMatchObject({ kind: 'network', message: 'Something went wrong.' })
    expect(notifyError).toHaveBeenCalledWith('Something went wrong.')
  })

  it('says when to try again when the server is busy', async () => {
    await signInAsMaria()
    control.failNext('429')
    const error = await failureOf(api.auth.me())
    expect(error.status).toBe(429)
    expect(error.retryAfter).toEqual(expect.any(Number))
    expect(error.message).toMatch(/Please try again in \d+ (second|minute)s?\.$/)
  })

  it("sends a write's Idempotency-Key through the contract's typed headers: a lost answer's retry gets the saved answer", async () => {
    await signInAsMaria()
    const headers = { 'idempotency-key': '6f1d0c1e-2b8a-4d4e-9c61-0b6a8f1e2d3c' }
    control.failNext('answer-lost')
    expect(await failureOf(api.mood.submit({ body: { mood: 'good' }, headers }))).toMatchObject({ kind: 'network' })

    const retried = await apiBody(api.mood.submit({ body: { mood: 'good' }, headers }))
    expect(retried.data).toMatchObject({ mood: 'good' })
    expect(await apiData(api.mood.today())).toEqual({ entry: retried.data })
    // Without the key, the same retry is a second mood for today.
    expect(await failureOf(api.mood.submit({ body: { mood: 'good' } }))).toMatchObject({ status: 409 })
  })
})
