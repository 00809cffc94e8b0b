import { isNotFound, isRedirect } from '@tanstack/react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { EmploymentType } from '@contract/options'
import { sessionStore } from './session-store'
import { pendingTaskPath, requireEmploymentType } from './guards'
import { signInEmployee } from './testing/session-fixtures'

beforeEach(() => sessionStore.signOut())

function refusal(check: () => void): unknown {
  try {
    check()
    return null
  } catch (thrown) {
    return thrown
  }
}

describe('pages gated by employment type (docs/product/screens-and-routes.md#employee-routes)', () => {
  it.each<[EmploymentType, 'leave' | 'payslip' | 'expense' | 'onboarding']>([
    ['regular', 'leave'],
    ['regular', 'expense'],
    ['probationary', 'payslip'],
    ['probationary', 'onboarding'],
  ])('open to a %s employee: %s', (employmentType, feature) => {
    signInEmployee({ employment_type: employmentType })
    expect(refusal(requireEmploymentType(feature))).toBeNull()
  })

  it.each<[EmploymentType, 'leave' | 'payslip' | 'expense' | 'onboarding']>([
    ['independent_contractor', 'leave'],
    ['independent_contractor', 'payslip'],
    ['probationary', 'expense'],
  ])('not there for a %s employee, as an unknown address is not: %s', (employmentType, feature) => {
    signInEmployee({ employment_type: employmentType })
    const thrown = refusal(requireEmploymentType(feature))
    expect(isNotFound(thrown)).toBe(true)
    expect(isRedirect(thrown)).toBe(false)
  })
})

describe('the page a flagged user must finish first (docs/product/screens-and-routes.md#redirect-rules)', () => {
  const flags = {
    is_onboard: false,
    is_force_change_password: false,
    is_privacy_notice_pending: false,
    employment_type: 'regular',
  } as const

  it('is /onboard while onboarding, before a forced password change (onboarding sets one)', () => {
    expect(pendingTaskPath({ ...flags, is_onboard: true, is_force_change_password: true })).toBe('/onboard')
  })

  it('is /settings when the password must change', () => {
    expect(pendingTaskPath({ ...flags, is_force_change_password: true })).toBe('/settings')
  })

  it('is /privacy/notice when the company published a notice the person has not acknowledged, after the password', () => {
    expect(pendingTaskPath({ ...flags, is_privacy_notice_pending: true })).toBe('/privacy/notice')
    expect(pendingTaskPath({ ...flags, is_privacy_notice_pending: true, is_force_change_password: true })).toBe(
      '/settings',
    )
  })

  it('is none for an employment type onboarding is not open to, which would be held on a page that is not there', () => {
    expect(pendingTaskPath({ ...flags, is_onboard: true, employment_type: 'independent_contractor' })).toBeNull()
  })

  it('is none without a flag', () => {
    expect(pendingTaskPath(flags)).toBeNull()
  })
})
