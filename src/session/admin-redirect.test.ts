// @vitest-environment-options {"url": "https://app.empleo.test/dashboard"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { belongsInAdminApp, isAdminAppAddress, keepRedirectingToAdminApp } from './admin-redirect'
import { clearProfileCookie, writeProfileCookie } from './profile-cookies'
import { fakeToken, fakeUser } from './testing/session-fixtures'

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }))
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  clearProfileCookie('admin_profile')
})

describe('an admin session (docs/product/screens-and-routes.md#redirect-rules)', () => {
  it('belongs in the admin application when a valid admin_profile cookie exists', () => {
    expect(belongsInAdminApp('https://admin.empleo.test')).toBe(false)
    writeProfileCookie('admin_profile', { user: fakeUser({ admin: true }), token: fakeToken(600) })
    expect(belongsInAdminApp('https://admin.empleo.test')).toBe(true)
  })

  it('is not trusted from a cookie that does not parse', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.cookie = 'admin_profile=garbage; Path=/; Secure; SameSite=None'
    expect(belongsInAdminApp('https://admin.empleo.test')).toBe(false)
  })

  it('is not redirected again once on the admin address, so a same-host admin app cannot loop', () => {
    expect(isAdminAppAddress('/admin', new URL('https://app.empleo.test/admin/users'))).toBe(true)
    expect(isAdminAppAddress('/admin', new URL('https://app.empleo.test/dashboard'))).toBe(false)
    expect(isAdminAppAddress('https://admin.empleo.test', new URL('https://app.empleo.test/'))).toBe(false)
  })

  it('is sent to the admin application, retrying every 100 ms until the page starts to leave', () => {
    const assign = vi.fn()
    const stop = keepRedirectingToAdminApp('https://admin.empleo.test', assign)
    expect(assign).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(200)
    expect(assign).toHaveBeenCalledTimes(3)
    expect(assign).toHaveBeenLastCalledWith('https://admin.empleo.test')
    window.dispatchEvent(new Event('beforeunload'))
    vi.advanceTimersByTime(1000)
    expect(assign).toHaveBeenCalledTimes(3)
    stop()
  })
})
