import { addDays } from '../rules/working-days'
import type { UserRow } from '../db'
import { todayOf } from './calendar'
import type { AreaSeeder } from './context'
import { address, firstNames, mobileNumber, surnames } from './philippines'
import type { PersonaKey } from './personas'

/**
 * HR's records of every employee: employment terms with the salary payroll uses, and the onboarding
 * records. Everyone has finished onboarding except the onboarding persona, who saved personal
 * information only.
 */

const femaleFirstNames = new Set([
  'Maria',
  'Angelica',
  'Kristine',
  'Liza',
  'Carmela',
  'Bea',
  'Cristina',
  'Divina',
  'Elena',
  'Erlinda',
  'Gemma',
  'Imelda',
  'Jasmine',
  'Joanna',
  'Leonora',
  'Lorna',
  'Luzviminda',
  'Marites',
  'Perla',
  'Rosario',
  'Rowena',
  'Sheila',
  'Venus',
  'Ysabel',
  'Zenaida',
])

/** Monthly basic pay of the named people; everyone else gets one by chance, in ₱500 steps. */
const personaSalaries: Partial<Record<PersonaKey, number>> = {
  regular: 58_500,
  twoFactor: 48_000,
  probationary: 24_000,
  contractor: 45_000,
  onboarding: 26_000,
  mustChangePassword: 52_000,
  deactivated: 35_000,
  adminEmployee: 72_000,
}

const managers: Record<string, string> = {
  Engineering: 'Ricardo Lim',
  'Customer Success': 'Joanna Ocampo',
  Finance: 'Teodoro Manalo',
  Design: 'Bea Soriano',
  Sales: 'Gilbert Yap',
  'People and Culture': 'Rogelio Tan',
  Operations: 'Divina Ramos',
}

const banks = [
  'BDO Unibank',
  'BPI',
  'Metrobank',
  'UnionBank of the Philippines',
  'Security Bank',
  'Landbank',
  'RCBC',
  'China Bank',
] as const
const relationships = ['Mother', 'Father', 'Spouse', 'Sister', 'Brother'] as const

/** "Mark Anthony Reyes" -> Mark Anthony / Reyes: the longest known first name wins. */
export function splitName(fullName: string): { first: string; last: string } {
  const known = [...firstNames].filter((name) => fullName.startsWith(`${name} `)).sort((a, b) => b.length - a.length)[0]
  const first = known ?? fullName.split(' ')[0] ?? fullName
  return { first, last: fullName.slice(first.length).trim() || fullName }
}

export const genderOfName = (fullName: string) => (femaleFirstNames.has(splitName(fullName).first) ? 'female' : 'male')

function seedPersonalInfo({ db, faker, now }: Parameters<AreaSeeder>[0], user: UserRow) {
  const { first, last } = splitName(user.full_name)
  const birthdate = addDays(todayOf(now), -faker.number.int({ min: 22 * 365, max: 50 * 365 }))
  db.personal_info.create({
    user_id: user.id,
    first_name: first,
    last_name: last,
    middle_name: faker.helpers.arrayElement(surnames),
    suffix: null,
    birthdate,
    gender: genderOfName(user.full_name),
    civil_status: faker.helpers.weightedArrayElement([
      { weight: 5, value: 'single' as const },
      { weight: 4, value: 'married' as const },
      { weight: 1, value: 'widowed' as const },
    ]),
    complete_address: address(faker),
    contact_no: user.contact_no ?? mobileNumber(faker),
    alternative_email: faker.datatype.boolean() ? `${user.email.split('@')[0]}@gmail.com` : null,
  })
}

function seedOtherRecords({ db, faker }: Parameters<AreaSeeder>[0], user: UserRow) {
  const { last } = splitName(user.full_name)
  const contacts = faker.number.int({ min: 1, max: 2 })
  for (let index = 0; index < contacts; index += 1) {
    db.emergency_contact.create({
      user_id: user.id,
      name: `${faker.helpers.arrayElement(firstNames)} ${last}`,
      contact_no: mobileNumber(faker),
      relationship: faker.helpers.arrayElement(relationships),
    })
  }
  faker.helpers.arrayElements(banks, { min: 1, max: 2 }).forEach((bank, index) =>
    db.bank_account.create({
      user_id: user.id,
      bank_name: bank,
      account_name: user.full_name,
      account_no: faker.string.numeric(12),
      is_primary: index === 0,
    }),
  )
  db.social_benefits.create({
    user_id: user.id,
    philhealth: faker.string.numeric(12),
    pagibig: faker.string.numeric(12),
    sss: faker.string.numeric(10),
    tin: faker.string.numeric(faker.datatype.boolean() ? 9 : 12),
  })
}

export const seedEmployeeRecords: AreaSeeder = (context) => {
  const { db, faker, personaIds } = context
  const personaOf = new Map(Object.entries(personaIds).map(([key, id]) => [id, key as PersonaKey]))
  for (const user of db.user.getAll().filter((candidate) => candidate.is_employee && candidate.employment_type)) {
    const persona = personaOf.get(user.id)
    const salary = (persona && personaSalaries[persona]) ?? faker.number.int({ min: 44, max: 130 }) * 500
    const hiredOn = user.hired_on ?? user.created_at.slice(0, 10)
    db.employee_record.create({
      user_id: user.id,
      employee_no: `BTS-${hiredOn.slice(0, 4)}-${String(user.id).padStart(4, '0')}`,
      work_email: user.email,
      manager_name: user.department ? (managers[user.department] ?? null) : null,
      regularized_on: user.employment_type === 'regular' ? addDays(hiredOn, 180) : null,
      monthly_salary: salary,
      completed_steps:
        persona === 'onboarding'
          ? ['personal_info']
          : ['personal_info', 'emergency_contacts', 'bank_information', 'social_benefits', 'account_settings'],
    })
    seedPersonalInfo(context, user)
    if (persona !== 'onboarding') seedOtherRecords(context, user)
  }
}
