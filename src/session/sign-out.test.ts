import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readDraft, writeDraft } from '@/lib/forms/form-drafts'
import { signedInPerson } from '@/lib/signed-in-person'
import { sessionStore } from './session-store'
import { rememberReturnPath, takeReturnPath } from './return-path'
import { signOut } from './sign-out'
import { apiUrl, authApiServer, refusal } from '@/test/auth-api-server'
import { signInEmployee } from './testing/session-fixtures'

// The chosen Sign Out (docs/product/screens-and-routes.md#avatar-menu): logs out, then goes to / after 1 second.

const api = authApiServer()

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  localStorage.clear()
  sessionStore.signOut()
  api.connect()
})
afterEach(() => {
  vi.useRealTimers()
  signedInPerson.set(null)
})

describe('Sign Out', () => {
  it('tells the server with the token, clears the session at once, and goes to / a second later', async () => {
    const token = signInEmployee()
    await signOut()
    expect(api.callsTo('POST /auth/logout')).toEqual([{ call: 'POST /auth/logout', token }])
    expect(sessionStore.getState()).toMatchObject({ user: null, token: null, logoutReason: null })
    expect(api.navigate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(999)
    expect(api.navigate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(api.navigate).toHaveBeenCalledWith('/')
  })

  it('still signs out when the server fails, and leaves no message for the landing page', async () => {
    signInEmployee()
    api.server.use(http.post(apiUrl('/auth/logout'), () => refusal(500, 'The server is down.')))
    await signOut()
    expect(sessionStore.getState()).toMatchObject({ token: null, logoutReason: null })
    vi.advanceTimersByTime(1000)
    expect(api.navigate).toHaveBeenCalledWith('/')
  })

  it('still signs out, without a message, when the server says the session had already ended', async () => {
    signInEmployee()
    api.server.use(
      http.post(apiUrl('/auth/logout'), () => refusal(401, 'Unauthenticated.')),
      http.post(apiUrl('/auth/refresh'), () => refusal(401, 'Unauthenticated.')),
    )
    await signOut()
    expect(sessionStore.getState()).toMatchObject({ token: null, logoutReason: null })
    expect(takeReturnPath(1)).toBeNull()
  })

  it("discards the person's drafts and any return path: they chose to leave", async () => {
    signInEmployee({ id: 7 })
    signedInPerson.set('7')
    writeDraft('7', 'leave-request', { reason: 'Flu' })
    rememberReturnPath(7, '/leave')
    await signOut()
    expect(readDraft('7', 'leave-request')).toBeNull()
    expect(takeReturnPath(7)).toBeNull()
  })
})
