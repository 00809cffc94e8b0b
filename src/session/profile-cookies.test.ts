// @vitest-environment-options {"url": "https://app.empleo.test/dashboard"}
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearProfileCookie, cookieDomainFor, readProfileCookie, writeProfileCookie } from './profile-cookies'
import { fakeToken, fakeUser } from './testing/session-fixtures'

afterEach(() => {
  clearProfileCookie('employee_profile')
  clearProfileCookie('admin_profile')
  vi.restoreAllMocks()
})

describe('the domain the profile cookies are shared on', () => {
  it.each([
    ['app.empleo.ph', 'empleo.ph'],
    ['hr.bayanihan.com.ph', 'bayanihan.com.ph'],
    ['empleo.ph', 'empleo.ph'],
  ])('is the parent domain: %s shares with %s', (host, domain) => {
    expect(cookieDomainFor(host)).toBe(domain)
  })

  it.each(['localhost', 'app.localhost', '127.0.0.1', '[::1]', 'intranet'])('is this host only on %s', (host) => {
    expect(cookieDomainFor(host)).toBeUndefined()
  })
})

describe('the employee_profile cookie', () => {
  it('carries the user and token, on the parent domain, for every path, secure and cross-site', () => {
    const written: string[] = []
    const cookieSetter = vi.spyOn(document, 'cookie', 'set')
    cookieSetter.mockImplementation((value: string) => {
      written.push(value)
    })
    writeProfileCookie('employee_profile', { user: fakeUser(), token: fakeToken(60) })
    expect(written[0]).toMatch(/^employee_profile=%7B/)
    expect(written[0]?.split('; ').slice(1)).toEqual(['Path=/', 'Domain=empleo.test', 'Secure', 'SameSite=None'])
  })

  it('reads back what was written', () => {
    const profile = { user: fakeUser({ full_name: 'Ana Reyes' }), token: fakeToken(60) }
    writeProfileCookie('employee_profile', profile)
    expect(readProfileCookie('employee_profile')).toEqual(profile)
  })

  it('is gone once cleared', () => {
    writeProfileCookie('employee_profile', { user: fakeUser(), token: fakeToken(60) })
    clearProfileCookie('employee_profile')
    expect(readProfileCookie('employee_profile')).toBeNull()
  })

  it('is ignored and reported, without its contents, when it is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.cookie = 'employee_profile=%7Btoken%3A%20secret-token-value; Path=/; Secure; SameSite=None'
    expect(readProfileCookie('employee_profile')).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('employee_profile')
    expect(String(warn.mock.calls[0])).not.toContain('secret-token-value')
  })

  it('is ignored and reported, without its contents, when it lacks a user', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const value = encodeURIComponent(JSON.stringify({ user: { full_name: 'Ana Reyes' }, token: 'secret-token-value' }))
    document.cookie = `employee_profile=${value}; Path=/; Secure; SameSite=None`
    expect(readProfileCookie('employee_profile')).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0])).not.toMatch(/secret-token-value|Ana Reyes/)
  })

  it('is simply absent when there is no cookie, without a report', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readProfileCookie('admin_profile')).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })
})
