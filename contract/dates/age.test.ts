import { describe, expect, it } from 'vitest'
import { ageOn, earliestBirthdateUnder, latestBirthdateOfAge } from './age'
import { addDays, addMonths } from './arithmetic'

describe('the age rule', () => {
  it('is N from the Nth birthday on: the day before, on and after an 18th birthday', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17)
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18)
    expect(ageOn('2008-06-15', '2026-06-16')).toBe(18)
    expect(ageOn('2008-12-31', '2026-12-30')).toBe(17)
    expect(ageOn('2008-12-31', '2026-12-31')).toBe(18)
    expect(ageOn('2009-01-01', '2026-12-31')).toBe(17)
  })

  it('counts a 29 February birthday on 28 February in a common year, and on 29 February in a leap year', () => {
    expect(ageOn('2008-02-29', '2026-02-27')).toBe(17)
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(18)
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18)
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19)
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20)
    // 28 February is its own birthday in a leap year too.
    expect(ageOn('2008-02-28', '2028-02-27')).toBe(19)
    expect(ageOn('2008-02-28', '2028-02-28')).toBe(20)
  })

  it('agrees with the month-end rule of the date arithmetic: N years old once N × 12 months have passed', () => {
    const birthdates = ['2000-02-29', '2008-02-28', '2008-02-29', '2008-03-01', '2007-12-31', '2008-01-01']
    for (const birthdate of birthdates)
      for (let offset = -3; offset <= 3; offset += 1)
        for (const years of [15, 18, 20, 100]) {
          const date = addDays(addMonths(birthdate, years * 12), offset)
          expect(ageOn(birthdate, date), `${birthdate} on ${date}`).toBe(offset < 0 ? years - 1 : years)
        }
  })

  it('gives no age for what is no date', () => {
    expect(ageOn('2008-02-30', '2026-06-15')).toBeUndefined()
    expect(ageOn('2008-06-15', '')).toBeUndefined()
  })

  it("names the latest birthdate of an age and the earliest under one, 29 February's included", () => {
    expect(latestBirthdateOfAge(18, '2026-06-15')).toBe('2008-06-15')
    expect(latestBirthdateOfAge(15, '2027-02-28')).toBe('2012-02-29')
    expect(latestBirthdateOfAge(15, '2028-02-29')).toBe('2013-02-28')
    expect(latestBirthdateOfAge(16, '2028-02-28')).toBe('2012-02-28')
    expect(latestBirthdateOfAge(100, '2026-01-01')).toBe('1926-01-01')
    expect(earliestBirthdateUnder(100, '2026-06-15')).toBe('1926-06-16')
    expect(earliestBirthdateUnder(100, '2027-02-28')).toBe('1927-03-01')
    expect(earliestBirthdateUnder(15, '2027-02-28')).toBe('2012-03-01')
    for (const date of ['2026-06-15', '2027-02-28', '2028-02-28', '2028-02-29', '2028-03-01', '2026-12-31'])
      for (const age of [15, 18, 100]) {
        const latest = latestBirthdateOfAge(age, date)
        expect(ageOn(latest, date), `${latest} on ${date}`).toBe(age)
        expect(ageOn(addDays(latest, 1), date), `${addDays(latest, 1)} on ${date}`).toBe(age - 1)
        expect(earliestBirthdateUnder(age, date)).toBe(addDays(latest, 1))
      }
  })
})
