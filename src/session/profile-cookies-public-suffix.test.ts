// @vitest-environment-options {"url": "https://bayanihan.com.ph/"}
import { afterEach, expect, it } from 'vitest'
import { clearProfileCookie, readProfileCookie, writeProfileCookie } from './profile-cookies'
import { fakeToken, fakeUser } from './testing/session-fixtures'

afterEach(() => clearProfileCookie('employee_profile'))

// The parent of bayanihan.com.ph is com.ph, a public suffix no browser sets a cookie on.
it('falls back to a cookie for this host when the parent domain is a public suffix', () => {
  const profile = { user: fakeUser(), token: fakeToken(60) }
  writeProfileCookie('employee_profile', profile)
  expect(readProfileCookie('employee_profile')).toEqual(profile)
})
