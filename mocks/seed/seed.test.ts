import { newPasswordSchema, phMobileSchema } from '@contract/fields'
import { userSchema } from '@contract/user'
import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api/index'
import { db } from '../db'
import { presentUser, userTypeOf } from '../presenters/user'
import { balanceOn } from '../rules/leave-balances'
import { balanceTypeOf } from '../rules/leave-policy'
import { limitedPerEvent } from '../rules/statutory-leave'
import { useFreshDatabase } from '../test/use-fresh-database'
import { demoCompanies, DEMO_RECOVERY_CODES, personas } from './personas'

useFreshDatabase()

const namesOf = () => db.user.getAll().map((user) => user.full_name)

describe('the seed', () => {
  it('gives every persona a password the sign-up rules would accept', () => {
    for (const persona of Object.values(personas))
      expect(newPasswordSchema.safeParse(persona.password).success, persona.email).toBe(true)
  })

  it('is the same people on every run', async () => {
    const first = namesOf()
    await control.resetDatabase()
    expect(namesOf()).toEqual(first)
  })

  it('has one active company with its staff and one awaiting activation with its owner', () => {
    const companies = db.company.getAll()
    expect(companies.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: demoCompanies.bayanihan.name, status: 'active' },
      { name: demoCompanies.sampaguita.name, status: 'pending_activation' },
    ])
    expect(db.user.getAll().filter((user) => user.company_id === companies[0]?.id).length).toBeGreaterThanOrEqual(20)
  })

  it("keeps every seeded leave within its balance on its first day (the filing rule's own sum)", () => {
    const holding = db.leave_request
      .getAll()
      .filter((leave) => ['pending', 'approved', 'for_cancellation'].includes(leave.status))
    for (const leave of holding) {
      const type = balanceTypeOf(leave.type)
      const user = db.user.getAll().find((row) => row.id === leave.user_id)
      // Maternity and special leave for women are judged per pregnancy or surgery, not by a balance.
      if (!type || !user || limitedPerEvent(type)) continue
      const year = leave.date_started.slice(0, 4)
      // What had accrued by its first day, less every leave of the year that starts on or before it.
      const taken = holding
        .filter((other) => other.user_id === user.id && balanceTypeOf(other.type) === type)
        .filter((other) => other.date_started.startsWith(year) && other.date_started <= leave.date_started)
        .reduce((sum, other) => sum + other.days, 0)
      const { accrued_days, carried_over_days } = balanceOn(user, type, leave.date_started)
      expect(
        accrued_days + carried_over_days - taken,
        `${user.full_name}: ${leave.type} ${leave.date_started}`,
      ).toBeGreaterThanOrEqual(0)
    }
  })

  it('describes every user as the contract does, with Philippine mobile numbers', () => {
    for (const user of db.user.getAll()) {
      expect(userSchema.safeParse(presentUser(user)).success, user.email).toBe(true)
      expect(phMobileSchema.safeParse(user.contact_no).success, `${user.email} ${user.contact_no}`).toBe(true)
    }
  })

  it('has the personas the demo needs, each as described', () => {
    const row = (email: string) => {
      const user = db.user.getAll().find((candidate) => candidate.email === email)
      if (!user) throw new Error(`${email} was not seeded`)
      return user
    }
    expect(userTypeOf(row(personas.owner.email))).toBe('admin')
    expect(userTypeOf(row(personas.adminEmployee.email))).toBe('employee')
    expect(row(personas.onboarding.email)).toMatchObject({ is_onboard: true, employment_type: 'probationary' })
    expect(row(personas.mustChangePassword.email)).toMatchObject({ is_force_change_password: true })
    expect(row(personas.deactivated.email)).toMatchObject({ status: 'inactive' })
    expect(row(personas.contractor.email)).toMatchObject({ employment_type: 'independent_contractor' })
    expect(row(personas.regular.email)?.hired_on).toBe(clock.manilaDate(clock.nowMs() - 430 * 24 * 60 * 60 * 1000))
  })

  it('gives the two-factor persona 10 recovery codes, stored only as hashes', () => {
    const userId = db.user.getAll().find((user) => user.email === personas.twoFactor.email)?.id
    const rows = db.recovery_code.getAll().filter((row) => row.user_id === userId)
    expect(rows).toHaveLength(10)
    expect(DEMO_RECOVERY_CODES).toHaveLength(10)
    const stored = JSON.stringify(db.recovery_code.getAll())
    for (const code of DEMO_RECOVERY_CODES) {
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
      expect(stored).not.toContain(code.replace('-', ''))
    }
  })
})
