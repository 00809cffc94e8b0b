import { beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '@/session/session-store'
import { signInEmployee } from '@/session/testing/session-fixtures'
import { draftOwner } from '@/lib/forms/form-drafts'
import { shareDraftOwner } from './sync-with-auth'

beforeEach(() => sessionStore.signOut())

describe('the owner of form drafts', () => {
  it('follows whoever is signed in, and is nobody once signed out', () => {
    const stop = shareDraftOwner()
    expect(draftOwner()).toBeNull()
    signInEmployee({ id: 42 })
    expect(draftOwner()).toBe('42')
    sessionStore.signOut('Your session has expired. Please log in again.')
    expect(draftOwner()).toBeNull()
    stop()
  })
})
