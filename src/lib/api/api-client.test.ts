import { decodeMultipart, decodeQuery } from '@contract/wire'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiData } from './api-data'
import { ApiError } from './api-error'
import { apiClientHarness, failureOf } from './testing/api-client-harness'

const API = 'https://api.empleo.test'
const url = (path: string) => `${API}/api/v1/employee${path}`
const envelope = (data: unknown, message = 'OK') => ({ message, data, errors: null })
const failure = (message: string, errors: Record<string, string[]> | null = null) => ({ message, data: null, errors })

const server = setupServer()
const harness = apiClientHarness(API)
const { session, navigate, notifyError } = harness
let api: ReturnType<typeof harness.api>

function signIn(token = 'valid-token'): string {
  session.token = token
  return token
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  api = harness.api()
})
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})

describe('the bearer token', () => {
  it('goes to the API origin with calls that need it', async () => {
    const token = signIn()
    let received: string | null = null
    server.use(
      http.get(url('/auth/me'), ({ request }) => {
        received = request.headers.get('authorization')
        return HttpResponse.json(envelope({ user: { full_name: 'Juan dela Cruz' } }))
      }),
    )
    await api.auth.me()
    expect(received).toBe(`Bearer ${token}`)
  })

  it('never goes to another origin, even for a route that needs it', async () => {
    signIn()
    let received: string | null = 'not called'
    server.use(
      http.get('https://elsewhere.example/api/v1/employee/auth/me', ({ request }) => {
        received = request.headers.get('authorization')
        return HttpResponse.json(envelope({ user: null }))
      }),
    )
    await api.auth.me({ overrideClientOptions: { baseUrl: 'https://elsewhere.example' } })
    expect(received).toBeNull()
  })

  it('is not sent with public calls such as login', async () => {
    signIn()
    let received: string | null = 'not called'
    server.use(
      http.post(url('/auth/login'), ({ request }) => {
        received = request.headers.get('authorization')
        return HttpResponse.json(failure('These credentials do not match our records.'), { status: 401 })
      }),
    )
    await failureOf(api.auth.login({ body: { email: 'maria@example.ph', password: 'correct horse battery' } }))
    expect(received).toBeNull()
  })
})

describe('request bodies', () => {
  it('sends a POST as multipart fields that the server decodes back, files included', async () => {
    signIn()
    let contentType: string | null = null
    let decoded: Record<string, unknown> = {}
    server.use(
      http.post(url('/leaves'), async ({ request }) => {
        contentType = request.headers.get('content-type')
        decoded = decodeMultipart(await request.formData())
        return HttpResponse.json(envelope(null), { status: 201 })
      }),
    )
    const certificate = new File(['%PDF-1.7'], 'medical-certificate.pdf', { type: 'application/pdf' })
    await api.leave.create({
      body: {
        type: 'sick',
        date_started: '2026-03-02',
        date_finished: '2026-03-03',
        reason: 'Flu',
        attachments: [certificate],
      },
    })
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    // Plain text, not JSON-quoted: a Laravel server stores exactly what it receives.
    expect(decoded).toMatchObject({
      type: 'sick',
      date_started: '2026-03-02',
      date_finished: '2026-03-03',
      reason: 'Flu',
    })
    expect(decoded.attachments).toHaveLength(1)
  })

  it('sends a PATCH as JSON', async () => {
    signIn()
    let contentType: string | null = null
    let body: unknown = null
    server.use(
      http.patch(url('/profile/password'), async ({ request }) => {
        contentType = request.headers.get('content-type')
        body = await request.json()
        return HttpResponse.json(envelope(null, 'Password changed.'))
      }),
    )
    const change = {
      current_password: 'old passphrase here',
      password: 'new passphrase here',
      password_confirmation: 'new passphrase here',
    }
    await api.profile.changePassword({ body: change })
    expect(contentType).toBe('application/json')
    expect(body).toEqual(change)
  })

  it('sends a POST without fields (logout) as an empty multipart body', async () => {
    signIn()
    let fields: Record<string, unknown> | null = null
    server.use(
      http.post(url('/auth/logout'), async ({ request }) => {
        fields = decodeMultipart(await request.formData())
        return HttpResponse.json(envelope(null, 'Logged out.'))
      }),
    )
    await api.auth.logout({ body: undefined })
    expect(fields).toEqual({})
  })

  it('puts list filters in the bracket query the server decodes', async () => {
    signIn()
    let query: Record<string, unknown> = {}
    server.use(
      http.get(url('/leaves'), ({ request }) => {
        query = decodeQuery(new URL(request.url).searchParams)
        return HttpResponse.json({
          ...envelope([]),
          meta: { current_page: 2, last_page: 2, per_page: 10, total: 11, from: 11, to: 11 },
        })
      }),
    )
    await api.leave.list({ query: { page: 2, filter: { status: 'pending' } } })
    expect(query).toEqual({ page: '2', filter: { status: 'pending' } })
  })
})

describe('answers', () => {
  it("resolve with the envelope's data", async () => {
    signIn()
    server.use(http.get(url('/auth/me'), () => HttpResponse.json(envelope({ user: { full_name: 'Juan dela Cruz' } }))))
    const { user } = await apiData(api.auth.me())
    expect(user.full_name).toBe('Juan dela Cruz')
  })
})

describe('an expired token', () => {
  it('is refreshed once for concurrent calls, and each call retries once and succeeds', async () => {
    signIn('expired-token')
    const freshToken = 'fresh-token'
    let refreshes = 0
    const attempts = { me: 0, profile: 0 }
    const authorized = (request: Request) => request.headers.get('authorization') === `Bearer ${freshToken}`
    server.use(
      http.post(url('/auth/refresh'), async () => {
        refreshes += 1
        await delay(20)
        return HttpResponse.json(envelope({ token: freshToken }))
      }),
      http.get(url('/auth/me'), ({ request }) => {
        attempts.me += 1
        if (!authorized(request)) return HttpResponse.json(failure('Token has expired.'), { status: 401 })
        return HttpResponse.json(envelope({ user: { full_name: 'Juan dela Cruz' } }))
      }),
      http.get(url('/profile'), ({ request }) => {
        attempts.profile += 1
        if (!authorized(request)) return HttpResponse.json(failure('Token has expired.'), { status: 401 })
        return HttpResponse.json(envelope({ user: { full_name: 'Juan dela Cruz' } }))
      }),
    )

    const [me, profile] = await Promise.all([api.auth.me(), api.profile.get()])

    expect(me.status).toBe(200)
    expect(profile.status).toBe(200)
    expect(refreshes).toBe(1)
    expect(attempts).toEqual({ me: 2, profile: 2 })
    expect(session.token).toBe(freshToken)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('that cannot be refreshed ends the session and goes to / after one second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    signIn('expired-token')
    server.use(
      http.get(url('/auth/me'), () => HttpResponse.json(failure('Token has expired.'), { status: 401 })),
      http.post(url('/auth/refresh'), () => HttpResponse.json(failure('Your session has ended.'), { status: 401 })),
    )

    const error = await failureOf(api.auth.me())

    expect(error.status).toBe(401)
    expect(session).toEqual({ token: null, logoutReason: 'Your session has ended.' })
    await vi.advanceTimersByTimeAsync(999)
    expect(navigate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(navigate).toHaveBeenCalledWith('/')
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('is not refreshed twice when a new token is refused as well: the session ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    signIn('expired-token')
    let refreshes = 0
    server.use(
      http.get(url('/auth/me'), () => HttpResponse.json(failure('This account is no longer active.'), { status: 401 })),
      http.post(url('/auth/refresh'), () => {
        refreshes += 1
        return HttpResponse.json(envelope({ token: 'fresh-token' }))
      }),
    )

    await failureOf(api.auth.me())

    expect(refreshes).toBe(1)
    expect(session).toEqual({ token: null, logoutReason: 'This account is no longer active.' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(navigate).toHaveBeenCalledWith('/')
  })
})

describe('the error catalogue', () => {
  it.each([403, 404])(
    'sends the person to /404?status=%i when the server refuses or lacks what they asked for',
    async (status) => {
      signIn()
      server.use(http.get(url('/leaves/7'), () => HttpResponse.json(failure('Not allowed.'), { status })))
      const error = await failureOf(api.leave.get({ params: { id: 7 } }))
      expect(error.status).toBe(status)
      expect(navigate).toHaveBeenCalledWith(`/404?status=${status}`)
      expect(notifyError).not.toHaveBeenCalled()
    },
  )

  it('keeps a public call that answers 404 on the page, as a message', async () => {
    server.use(
      http.post(url('/signup/99/register-company'), () =>
        HttpResponse.json(failure('No such admin.'), { status: 404 }),
      ),
    )
    const body = {
      company_name: 'Bayanihan Tech',
      company_address: 'Makati City',
      company_industry: 'software_and_saas',
      company_size: 'one_ten_employees',
      signup_token: 'sign-up-token',
    } as const
    await failureOf(api.signup.registerCompany({ params: { adminId: 99 }, body }))
    expect(navigate).not.toHaveBeenCalled()
    expect(notifyError).toHaveBeenCalledWith('No such admin.')
  })

  it("toasts the server's message for a server error", async () => {
    signIn()
    server.use(
      http.get(url('/profile'), () => HttpResponse.json(failure('The payroll service is down.'), { status: 500 })),
    )
    const error = await failureOf(api.profile.get())
    expect(error.message).toBe('The payroll service is down.')
    expect(notifyError).toHaveBeenCalledWith('The payroll service is down.')
  })

  it("toasts 'An unexpected error occurred.' when the answer has no message", async () => {
    signIn()
    server.use(
      http.get(
        url('/profile'),
        () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    )
    const error = await failureOf(api.profile.get())
    expect(error.message).toBe('An unexpected error occurred.')
    expect(notifyError).toHaveBeenCalledWith('An unexpected error occurred.')
  })

  it("says 'Something went wrong.' when the network fails", async () => {
    signIn()
    server.use(http.get(url('/profile'), () => HttpResponse.error()))
    const error = await failureOf(api.profile.get())
    expect(error).toMatchObject({ status: 0, kind: 'network', message: 'Something went wrong.' })
    expect(notifyError).toHaveBeenCalledWith('Something went wrong.')
  })

  it('leaves a write the outbox keeps to say so when it gets no answer, and shows its refusals', async () => {
    signIn()
    server.use(http.post(url('/mood'), () => HttpResponse.error()))
    const body = { mood: 'good' as const }
    expect(await failureOf(api.mood.submit({ body, keepsWhenUnsent: true }))).toMatchObject({ kind: 'network' })
    expect(notifyError).not.toHaveBeenCalled()
    server.use(http.post(url('/mood'), () => HttpResponse.json(failure('Server Error'), { status: 500 })))
    expect(await failureOf(api.mood.submit({ body, keepsWhenUnsent: true }))).toMatchObject({ status: 500 })
    expect(notifyError).toHaveBeenCalledWith('Server Error')
  })

  it('shows nothing for a background call that fails: no toast, no error page, only the rejection', async () => {
    signIn()
    server.use(
      http.get(url('/notifications/unread-count'), () => HttpResponse.error()),
      http.get(url('/notifications'), () => HttpResponse.json(failure('Server Error'), { status: 500 })),
      http.patch(url('/notifications/7'), () => HttpResponse.json(failure('Not found.'), { status: 404 })),
    )
    expect(await failureOf(api.notifications.unreadCount({ background: true }))).toMatchObject({ kind: 'network' })
    expect(await failureOf(api.notifications.list({ query: {}, background: true }))).toMatchObject({ status: 500 })
    expect(
      await failureOf(api.notifications.mark({ params: { id: 7 }, body: { read: true }, background: true })),
    ).toMatchObject({ status: 404 })
    expect(notifyError).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('ends the session on a background call refused 401, as on any call', async () => {
    signIn()
    server.use(
      http.get(url('/notifications/unread-count'), () =>
        HttpResponse.json(failure('Your session has ended.'), { status: 401 }),
      ),
      http.post(url('/auth/refresh'), () => HttpResponse.json(failure('Your session has ended.'), { status: 401 })),
    )
    await failureOf(api.notifications.unreadCount({ background: true }))
    expect(session).toEqual({ token: null, logoutReason: 'Your session has ended.' })
  })

  it("says 'Something went wrong.' when the server does not answer in time", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    signIn()
    server.use(
      http.get(url('/profile'), async () => {
        await delay('infinite')
        return HttpResponse.json(envelope(null))
      }),
    )
    const pending = failureOf(api.profile.get())
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await pending).toMatchObject({ status: 0, kind: 'timeout', message: 'Something went wrong.' })
  })

  it('does not report a call the app cancelled itself', async () => {
    signIn()
    server.use(
      http.get(url('/profile'), async () => {
        await delay('infinite')
        return HttpResponse.json(envelope(null))
      }),
    )
    const controller = new AbortController()
    const pending = api.profile.get({ fetchOptions: { signal: controller.signal } }).catch((reason: unknown) => reason)
    controller.abort()
    expect(await pending).not.toBeInstanceOf(ApiError)
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('hands validation errors to the form by field, without a toast', async () => {
    server.use(
      http.post(url('/signup/verify-email'), () =>
        HttpResponse.json(
          failure('The email has already been taken.', { email: ['The email has already been taken.'] }),
          { status: 422 },
        ),
      ),
    )
    const error = await failureOf(api.signup.verifyEmail({ body: { email: 'maria@example.ph' } }))
    expect(error.status).toBe(422)
    expect(error.fieldErrors).toEqual({ email: ['The email has already been taken.'] })
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('says when to try again after too many attempts, leaving the wait to the form that sent the call', async () => {
    server.use(
      http.post(url('/auth/login'), () =>
        HttpResponse.json(
          { message: 'Too many login attempts.', data: { retry_after: 90 }, errors: null },
          { status: 429 },
        ),
      ),
    )
    const error = await failureOf(api.auth.login({ body: { email: 'maria@example.ph', password: 'guess' } }))
    expect(error).toMatchObject({
      status: 429,
      retryAfter: 90,
      message: 'Too many login attempts. Please try again in 2 minutes.',
    })
    // The form holds Submit back and counts the wait down (useContractForm's `fail`): a toast would say it twice.
    expect(notifyError).not.toHaveBeenCalled()
  })

  it("keeps the server's words when they already say how long to wait, without saying it twice", async () => {
    const message = 'Please wait 42 seconds before requesting another password reset email.'
    server.use(
      http.post(url('/auth/forgot-password'), () =>
        HttpResponse.json({ message, data: { retry_after: 42 }, errors: null }, { status: 429 }),
      ),
    )
    const error = await failureOf(api.auth.forgotPassword({ body: { email: 'maria@example.ph' } }))
    expect(error).toMatchObject({ status: 429, retryAfter: 42, message })
  })
})
