import { drop } from '@mswjs/data'
import { now } from '../clock'
import { seed } from '../seed'
import { db } from './index'
import { resetSequences } from './sequence'

/** Empties every table and seeds again around the clock's current time. */
export async function resetDatabase(): Promise<void> {
  drop(db)
  resetSequences()
  await seed(db, { now: now() })
}
