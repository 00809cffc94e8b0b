import { afterEach, describe, expect, it } from 'vitest'
import { setNowSource } from './clock'
import { personalInfoBodySchema } from './onboarding'

const birthdate = personalInfoBodySchema.shape.birthdate
// Test files share a worker's modules (decision 25): the clock connected before (the mock's) is put back.
let connected: (() => number) | undefined
/** The rule on a Manila date, half an hour after its midnight (16:30 UTC the day before). */
const onManilaDate = (date: string) => {
  const previous = setNowSource(() => Date.parse(`${date}T00:30:00+08:00`))
  connected ??= previous
}
const takes = (value: string) => birthdate.safeParse(value).success

afterEach(() => {
  if (connected) setNowSource(connected)
  connected = undefined
})

describe("the birthdate's age", () => {
  it('takes someone from their 15th birthday on, by the age rule of contract/dates/age.ts', () => {
    onManilaDate('2027-03-01')
    expect(takes('2012-03-02')).toBe(false)
    // Three leap days in those 15 years: 365.25-day years would still refuse this on the birthday.
    expect(takes('2012-03-01')).toBe(true)
    expect(takes('2012-02-29')).toBe(true)
  })

  it('takes a 29 February birthdate on 28 February of a common year', () => {
    onManilaDate('2027-02-27')
    expect(takes('2012-02-29')).toBe(false)
    onManilaDate('2027-02-28')
    expect(takes('2012-02-29')).toBe(true)
    expect(birthdate.safeParse('2012-03-01').error?.issues[0]?.message).toBe(
      'The birthdate must be of someone at least 15 years old.',
    )
  })

  it('refuses someone 100 or older', () => {
    onManilaDate('2026-06-15')
    expect(takes('1926-06-15')).toBe(false)
    expect(takes('1926-06-16')).toBe(true)
  })
})
