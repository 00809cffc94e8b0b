import { drop } from '@mswjs/data'
import { now } from '../clock'
import { db } from './index'
import { resetSequences } from './sequence'

/**
 * Empties every table and seeds again around the clock's current time. The seeders, and faker with
 * them (most of the mock's code), load only here: a page that restores its saved demo data, which is
 * every page after the first, never parses them.
 */
export async function resetDatabase(): Promise<void> {
  const { seed } = await import('../seed')
  drop(db)
  resetSequences()
  await seed(db, { now: now() })
}
