import { isRedirect } from '@tanstack/react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { EmploymentType } from '@contract/options'
import { sessionStore } from './session-store'
import { requireEmploymentType } from './guards'
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

describe('pages gated by employment type (spec section 2)', () => {
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
  ])('refused to a %s employee with the 403 page: %s', (employmentType, feature) => {
    signInEmployee({ employment_type: employmentType })
    const thrown = refusal(requireEmploymentType(feature))
    expect(isRedirect(thrown)).toBe(true)
    expect(isRedirect(thrown) && thrown.options).toMatchObject({ to: '/404', search: { status: 403 }, replace: true })
  })
})
