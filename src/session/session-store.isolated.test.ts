// @vitest-environment-options {"url": "https://app.empleo.test/"}
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SESSION_STORAGE_KEY } from './stored-session'
import { sessionStore } from './session-store'
import { clearProfileCookie, readProfileCookie, writeProfileCookie } from './profile-cookies'
import { fakeToken, fakeUser, signInEmployee } from './testing/session-fixtures'
import { useAuth } from './use-auth'

/** The store as a freshly loaded page sees it. */
async function storeAtStartUp() {
  vi.resetModules()
  return (await import('./session-store')).sessionStore
}

beforeEach(() => sessionStore.signOut())
afterEach(() => {
  localStorage.clear()
  clearProfileCookie('employee_profile')
  clearProfileCookie('admin_profile')
  vi.restoreAllMocks()
})

describe('the persisted session', () => {
  it('is there, synchronously, when the page loads again', async () => {
    const token = signInEmployee({ full_name: 'Ana Reyes', employment_type: 'probationary' })
    const store = await storeAtStartUp()
    expect(store.getState()).toMatchObject({
      token,
      userType: 'employee',
      employmentType: 'probationary',
      user: { full_name: 'Ana Reyes' },
    })
  })

  it("is taken from the employee_profile cookie when this app has none (the admin app's hand-off)", async () => {
    const token = fakeToken(600)
    writeProfileCookie('employee_profile', { user: fakeUser({ employment_type: 'independent_contractor' }), token })
    const store = await storeAtStartUp()
    expect(store.getState()).toMatchObject({ token, employmentType: 'independent_contractor', userType: 'employee' })
  })

  it('is not taken from a cookie that does not parse: the visitor is a guest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.cookie = 'employee_profile=garbage; Path=/; Secure; SameSite=None'
    const store = await storeAtStartUp()
    expect(store.getState().token).toBeNull()
  })

  it('is ignored when what is stored no longer has the expected shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: { name: 'old shape' }, token: 'x' }))
    const store = await storeAtStartUp()
    expect(store.getState().user).toBeNull()
  })
})

describe('signing in and out', () => {
  it('stores an employee session and its cookie', () => {
    const token = signInEmployee()
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({
      token,
      userType: 'employee',
    })
    expect(readProfileCookie('employee_profile')?.token).toBe(token)
  })

  it('gives an admin only the admin_profile cookie: the admin application owns that session', () => {
    const token = fakeToken(600)
    sessionStore.signIn({ user: fakeUser({ admin: true, employment_type: null }), token, userType: 'admin' })
    expect(readProfileCookie('admin_profile')?.token).toBe(token)
    expect(sessionStore.getState().token).toBeNull()
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('keeps fresh user data in the cookie too', () => {
    signInEmployee()
    sessionStore.updateUser(fakeUser({ full_name: 'Maria Santos-Reyes', employment_type: 'probationary' }))
    expect(readProfileCookie('employee_profile')?.user.full_name).toBe('Maria Santos-Reyes')
    expect(sessionStore.getState().employmentType).toBe('probationary')
  })

  it('on sign-out clears storage and the cookie, and keeps the reason to show', () => {
    signInEmployee()
    sessionStore.signOut('Your account is deactivated. Please contact the administrator to know more.')
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(readProfileCookie('employee_profile')).toBeNull()
    expect(sessionStore.getState()).toMatchObject({
      user: null,
      token: null,
      logoutReason: 'Your account is deactivated. Please contact the administrator to know more.',
    })
  })
})

describe('several tabs', () => {
  it('a logout in another tab logs this tab out and tells the app', () => {
    signInEmployee()
    const otherTabChanged = vi.fn()
    const stop = sessionStore.onChangeFromAnotherTab(otherTabChanged)
    localStorage.removeItem(SESSION_STORAGE_KEY) // what the other tab's logout did to the shared storage
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }))
    stop()
    expect(sessionStore.getState().token).toBeNull()
    expect(otherTabChanged).toHaveBeenCalledTimes(1)
  })

  it('ignores storage changes that are not the session', () => {
    const token = signInEmployee()
    const otherTabChanged = vi.fn()
    const stop = sessionStore.onChangeFromAnotherTab(otherTabChanged)
    window.dispatchEvent(new StorageEvent('storage', { key: 'sidebar-expanded', newValue: 'true' }))
    stop()
    expect(sessionStore.getState().token).toBe(token)
    expect(otherTabChanged).not.toHaveBeenCalled()
  })
})

describe('useAuth', () => {
  it('re-renders with the new state when someone signs in', () => {
    const { result } = renderHook(() => useAuth())
    expect(result.current.user).toBeNull()
    act(() => {
      signInEmployee({ full_name: 'Jose Rizal' })
    })
    expect(result.current.user?.full_name).toBe('Jose Rizal')
  })
})
