import { afterAll, beforeAll } from 'vitest'

/**
 * Runs a test file's tests in another time zone (Node applies a changed TZ at once). Business dates
 * must come out the same in a browser far from Manila.
 */
export function inTimeZone(zone: string): void {
  const original = process.env.TZ
  beforeAll(() => {
    process.env.TZ = zone
  })
  afterAll(() => {
    process.env.TZ = original
  })
}

/** Eight hours behind UTC in winter (sixteen behind Manila), with a daylight-saving switch. */
export const BEHIND_UTC_ZONE = 'America/Los_Angeles'
