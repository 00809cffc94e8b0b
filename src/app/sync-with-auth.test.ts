import { beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'
import { signedInPerson } from '@/lib/signed-in-person'
import { shareSignedInPerson } from './sync-with-auth'

beforeEach(() => sessionStore.signOut())

describe('the person signed in on this device', () => {
  it('follows whoever is signed in, and is nobody once signed out', () => {
    const stop = shareSignedInPerson()
    expect(signedInPerson.get()).toBeNull()
    signInEmployee({ id: 42 })
    expect(signedInPerson.get()).toBe('42')
    sessionStore.signOut('Your session has expired. Please log in again.')
    expect(signedInPerson.get()).toBeNull()
    stop()
  })
})
