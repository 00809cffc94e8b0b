import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from './session-store'
import { ACCOUNT_DEACTIVATED_MESSAGE, PASSWORD_CHANGED_MESSAGE } from './logout-reasons'
import { checkSession } from './session-check'
import { apiUrl, authApiServer, envelope, refusal } from '@/test/auth-api-server'
import { fakeToken, fakeUser, signInEmployee } from './testing/session-fixtures'

// docs/product/states.md#token-check: refresh under 15 minutes, reload the profile, force out the
// deactivated and the reset-flagged with their messages.

const api = authApiServer()
const freshToken = fakeToken(3600, { sub: 'fresh' })
const answersMe = (user: ReturnType<typeof fakeUser>) =>
  http.get(apiUrl('/auth/me'), () => HttpResponse.json(envelope({ user })))

beforeEach(() => {
  sessionStore.signOut()
  api.connect()
  api.server.use(http.post(apiUrl('/auth/refresh'), () => HttpResponse.json(envelope({ token: freshToken }))))
})

describe('the token check', () => {
  it('refreshes a token with under 15 minutes left', async () => {
    signInEmployee({}, fakeToken(14 * 60 + 59))
    await checkSession()
    expect(api.callsTo('POST /auth/refresh')).toHaveLength(1)
    expect(sessionStore.getState().token).toBe(freshToken)
  })

  it('leaves a token with 15 minutes or more alone', async () => {
    const token = signInEmployee({}, fakeToken(15 * 60 + 5))
    await checkSession()
    expect(api.callsTo('POST /auth/refresh')).toEqual([])
    expect(sessionStore.getState().token).toBe(token)
  })

  it('stores the fresh profile', async () => {
    signInEmployee({ full_name: 'Maria Santos', employment_type: 'probationary' })
    api.server.use(answersMe(fakeUser({ full_name: 'Maria Santos-Reyes', employment_type: 'regular' })))
    await checkSession()
    expect(sessionStore.getState()).toMatchObject({
      user: { full_name: 'Maria Santos-Reyes' },
      employmentType: 'regular',
    })
  })

  it('logs out a user flagged for a password reset with the password message', async () => {
    signInEmployee()
    api.server.use(answersMe(fakeUser({ is_password_reset: true })))
    await checkSession()
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, logoutReason: PASSWORD_CHANGED_MESSAGE })
  })

  it('logs out a deactivated user with the deactivation message', async () => {
    signInEmployee()
    api.server.use(answersMe(fakeUser({ status: 'inactive' })))
    await checkSession()
    expect(sessionStore.getState()).toMatchObject({ token: null, logoutReason: ACCOUNT_DEACTIVATED_MESSAGE })
  })

  it("shows the server's words when the server already voided the session (401, refused refresh)", async () => {
    signInEmployee()
    api.server.use(
      http.get(apiUrl('/auth/me'), () => refusal(401, PASSWORD_CHANGED_MESSAGE)),
      http.post(apiUrl('/auth/refresh'), () => refusal(401, PASSWORD_CHANGED_MESSAGE)),
    )
    await checkSession()
    expect(sessionStore.getState()).toMatchObject({ token: null, logoutReason: PASSWORD_CHANGED_MESSAGE })
  })

  it('does not store a profile that arrives after the person signed out', async () => {
    signInEmployee()
    api.server.use(
      http.get(apiUrl('/auth/me'), () => {
        sessionStore.signOut()
        return HttpResponse.json(envelope({ user: fakeUser() }))
      }),
    )
    await checkSession()
    expect(sessionStore.getState()).toMatchObject({ user: null, token: null })
  })
})
