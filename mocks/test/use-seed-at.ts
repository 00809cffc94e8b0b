import { beforeEach } from 'vitest'
import * as clock from '../clock'
import { resetDatabase } from '../db/reset'

/** Monday 23 November 2026, 09:00 in Manila: a working day in a year whose holidays are on file. */
export const SEED_INSTANT = '2026-11-23T01:00:00.000Z'

/**
 * Business rules depend on the date (holidays, balances per year, "today"), so these tests reseed
 * around a fixed instant instead of the real one. Call after useMockServer(): its reset runs first.
 */
export function useSeedAt(instant: string = SEED_INSTANT): void {
  beforeEach(async () => {
    clock.set(instant)
    await resetDatabase()
  })
}
