import { base, en, Faker } from '@faker-js/faker'
import type { Database } from '../db'
import { areaSeeders } from './areas'
import type { AreaSeeder, SeedContext } from './context'
import { seedIdentity } from './identity'

export type { AreaSeeder, SeedContext }
export { areaSeeders }

/** The same seed gives the same people, dates and figures on every run and in every browser. */
const FAKER_SEED = 20_260_101

/**
 * Fills an empty database around `now`: hire dates, histories and expiries are relative to it, so the
 * demo looks current on any day. Identity first, then every area seeder.
 */
export async function seed(db: Database, { now }: { now: Date }): Promise<SeedContext> {
  const faker = new Faker({ locale: [en, base] })
  faker.seed(FAKER_SEED)
  const identity = await seedIdentity(db, { now, faker })
  const context: SeedContext = { db, now, faker, ...identity }
  for (const seedArea of areaSeeders) await seedArea(context)
  return context
}
