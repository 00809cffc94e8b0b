import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readDraft, registerDraftFlusher, writeDraft } from '@/lib/forms/form-drafts'
import { signedInPerson } from '@/lib/signed-in-person'
import { sessionCredentials } from './session-credentials'
import { sessionStore } from './session-store'
import { takeReturnPath } from './return-path'
import { signInEmployee } from './testing/session-fixtures'

// The one door every session ending goes through: what it keeps when the app, not the person, ends it.

beforeEach(() => {
  localStorage.clear()
  sessionStore.signOut()
  window.history.replaceState(null, '', '/leave?step=2')
  signInEmployee({ id: 7 })
  signedInPerson.set('7')
})
afterEach(() => signedInPerson.set(null))

describe('ending a session', () => {
  it('with a reason (forced) saves the open forms first and remembers where the person was', () => {
    const unregister = registerDraftFlusher(() =>
      writeDraft(signedInPerson.get() ?? 'nobody', 'leave-request', { reason: 'Flu' }),
    )
    sessionCredentials.clear('Your session has expired. Please log in again.')
    unregister()
    expect(readDraft('7', 'leave-request')).toEqual({ reason: 'Flu' })
    expect(takeReturnPath(7)).toBe('/leave?step=2')
    expect(sessionStore.getState()).toMatchObject({
      token: null,
      logoutReason: 'Your session has expired. Please log in again.',
    })
  })

  it('without a reason (chosen) remembers nothing', () => {
    sessionCredentials.clear(null)
    expect(takeReturnPath(7)).toBeNull()
    expect(sessionStore.getState()).toMatchObject({ token: null, logoutReason: null })
  })

  it('keeps the first reason when a late 401 arrives after the session already ended', () => {
    sessionCredentials.clear('You were logged out after 15 minutes of inactivity.')
    sessionCredentials.clear('Unauthenticated.')
    expect(sessionStore.getState().logoutReason).toBe('You were logged out after 15 minutes of inactivity.')
  })
})
