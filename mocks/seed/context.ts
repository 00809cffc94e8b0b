import type { Faker } from '@faker-js/faker'
import type { Database } from '../db'
import type { DemoCompanyKey, PersonaKey } from './personas'

/** What every area seeder gets: the database, the instant to seed around, and who exists. */
export type SeedContext = {
  db: Database
  now: Date
  /** Seeded once per reseed, so generated data is the same every time. */
  faker: Faker
  companyIds: Record<DemoCompanyKey, number>
  personaIds: Record<PersonaKey, number>
  /** Every employee of the active demo company, personas included (user ids). */
  employeeIds: number[]
}

export type AreaSeeder = (context: SeedContext) => void | Promise<void>
