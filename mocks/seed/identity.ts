import { avatarColours } from '@contract/options'
import { DAY_MS, manilaDate } from '../clock'
import type { Database, UserRow } from '../db'
import { hashPassword } from '../rules/passwords'
import { canonicalRecoveryCode } from '../rules/recovery-codes'
import type { SeedContext } from './context'
import { demoCompanies, personas, type DemoCompanyKey, type Persona, type PersonaKey } from './personas'
import { emailLocalPart, filipinoName, mobileNumber, roles } from './philippines'

type IdentitySeed = Pick<SeedContext, 'companyIds' | 'personaIds' | 'employeeIds'>

const GENERATED_EMPLOYEES = 14
const COMPANY_DOMAIN = 'bayanihantech.ph'

// Hashing is deliberately slow; every seeded person shares the demo password, and the recovery codes
// are the same on every reseed, so each secret is hashed once per run.
const hashes = new Map<string, Promise<string>>()
const hashOnce = (password: string) => {
  const existing = hashes.get(password)
  if (existing) return existing
  const hash = hashPassword(password)
  hashes.set(password, hash)
  return hash
}

export async function seedIdentity(
  db: Database,
  { now, faker }: Pick<SeedContext, 'now' | 'faker'>,
): Promise<IdentitySeed> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString()

  const companyIds = {} as Record<DemoCompanyKey, number>
  for (const [key, company] of Object.entries(demoCompanies) as [
    DemoCompanyKey,
    (typeof demoCompanies)[DemoCompanyKey],
  ][]) {
    const active = company.status === 'active'
    companyIds[key] = db.company.create({
      ...company,
      created_at: at(active ? 1500 : 1),
      activated_at: active ? at(1499) : null,
    }).id
  }

  const addUser = async (person: Persona): Promise<UserRow> => {
    const created = at(person.hired_days_ago ?? 1500)
    const user = db.user.create({
      company_id: companyIds[person.company],
      email: person.email,
      full_name: person.full_name,
      password_hash: await hashOnce(person.password),
      is_admin: person.admin,
      is_employee: person.employee,
      is_onboard: person.is_onboard ?? false,
      is_force_change_password: person.is_force_change_password ?? false,
      status: person.status ?? 'active',
      employment_type: person.employee ? person.employment_type : null,
      job_title: person.job_title,
      department: person.department,
      hired_on: person.hired_days_ago === null ? null : manilaDate(now.getTime() - person.hired_days_ago * DAY_MS),
      contact_no: mobileNumber(faker),
      created_at: created,
      updated_at: created,
      password_changed_at: created,
    })
    db.user.update({
      where: { id: { equals: user.id } },
      data: { default_img_bg: avatarColours[user.id % avatarColours.length] },
    })
    if (person.totp_secret) {
      db.two_factor.create({ user_id: user.id, secret: person.totp_secret, enabled_at: at(30) })
    }
    for (const code of person.recovery_codes ?? []) {
      const codeHash = await hashOnce(canonicalRecoveryCode(code))
      db.recovery_code.create({ user_id: user.id, code_hash: codeHash, created_at: at(30) })
    }
    return user
  }

  const personaIds = {} as Record<PersonaKey, number>
  const employeeIds: number[] = []
  for (const [key, person] of Object.entries(personas) as [PersonaKey, Persona][]) {
    const user = await addUser(person)
    personaIds[key] = user.id
    if (person.employee && person.company === 'bayanihan') employeeIds.push(user.id)
  }

  const takenEmails = new Set(Object.values(personas).map((person) => person.email))
  for (let index = 0; index < GENERATED_EMPLOYEES; index += 1) {
    const { first, last } = filipinoName(faker)
    let email = `${emailLocalPart(first, last)}@${COMPANY_DOMAIN}`
    for (let suffix = 2; takenEmails.has(email); suffix += 1)
      email = `${emailLocalPart(first, last)}${suffix}@${COMPANY_DOMAIN}`
    takenEmails.add(email)
    const role = faker.helpers.arrayElement(roles)
    const hiredDaysAgo = faker.number.int({ min: 20, max: 2000 })
    const user = await addUser({
      label: `${role.job_title}, generated`,
      email,
      password: personas.regular.password,
      full_name: `${first} ${last}`,
      company: 'bayanihan',
      admin: false,
      employee: true,
      employment_type:
        hiredDaysAgo < 180
          ? 'probationary'
          : faker.helpers.weightedArrayElement([
              { weight: 9, value: 'regular' as const },
              { weight: 1, value: 'independent_contractor' as const },
            ]),
      job_title: role.job_title,
      department: role.department,
      hired_days_ago: hiredDaysAgo,
    })
    employeeIds.push(user.id)
  }

  return { companyIds, personaIds, employeeIds }
}
