import { describe, expect, it } from 'vitest'
import { birthdatesOfAges, latestBirthdateOfAge } from './age'
import { addDays, addMonths } from './arithmetic'

/** Whether someone born on `birthdate` is `age` or older on `date`, by the rule. */
const hasTurned = (age: number, birthdate: string, date: string) => birthdate <= latestBirthdateOfAge(age, date)

describe('the age rule', () => {
  it('is N from the Nth birthday on: the day before, on and after an 18th birthday', () => {
    expect(hasTurned(18, '2008-06-15', '2026-06-14')).toBe(false)
    expect(hasTurned(18, '2008-06-15', '2026-06-15')).toBe(true)
    expect(hasTurned(18, '2008-06-15', '2026-06-16')).toBe(true)
    expect(hasTurned(18, '2008-12-31', '2026-12-30')).toBe(false)
    expect(hasTurned(18, '2008-12-31', '2026-12-31')).toBe(true)
    expect(hasTurned(18, '2009-01-01', '2026-12-31')).toBe(false)
  })

  it('counts a 29 February birthday on 28 February in a common year, and on 29 February in a leap year', () => {
    expect(hasTurned(18, '2008-02-29', '2026-02-27')).toBe(false)
    expect(hasTurned(18, '2008-02-29', '2026-02-28')).toBe(true)
    expect(hasTurned(18, '2008-02-29', '2026-03-01')).toBe(true)
    expect(hasTurned(20, '2008-02-29', '2028-02-28')).toBe(false)
    expect(hasTurned(20, '2008-02-29', '2028-02-29')).toBe(true)
    // 28 February is its own birthday in a leap year too.
    expect(hasTurned(20, '2008-02-28', '2028-02-27')).toBe(false)
    expect(hasTurned(20, '2008-02-28', '2028-02-28')).toBe(true)
  })

  it('agrees with the month-end rule of the date arithmetic: N years old once N × 12 months have passed', () => {
    const birthdates = ['2000-02-29', '2008-02-28', '2008-02-29', '2008-03-01', '2007-12-31', '2008-01-01']
    for (const birthdate of birthdates)
      for (let offset = -3; offset <= 3; offset += 1)
        for (const years of [15, 18, 20, 100]) {
          const date = addDays(addMonths(birthdate, years * 12), offset)
          expect(hasTurned(years, birthdate, date), `${years} on ${date}, born ${birthdate}`).toBe(offset >= 0)
          expect(hasTurned(years + 1, birthdate, date), `${years + 1} on ${date}, born ${birthdate}`).toBe(false)
        }
  })

  it("names the latest birthdate of an age and the birthdates of a range of ages, 29 February's included", () => {
    expect(latestBirthdateOfAge(18, '2026-06-15')).toBe('2008-06-15')
    expect(latestBirthdateOfAge(15, '2027-02-28')).toBe('2012-02-29')
    expect(latestBirthdateOfAge(15, '2028-02-29')).toBe('2013-02-28')
    expect(latestBirthdateOfAge(16, '2028-02-28')).toBe('2012-02-28')
    expect(latestBirthdateOfAge(100, '2026-01-01')).toBe('1926-01-01')
    expect(birthdatesOfAges(15, 100, '2026-06-15')).toEqual({ first: '1926-06-16', last: '2011-06-15' })
    expect(birthdatesOfAges(15, 100, '2027-02-28')).toEqual({ first: '1927-03-01', last: '2012-02-29' })
    expect(birthdatesOfAges(14, 15, '2027-02-28')).toEqual({ first: '2012-03-01', last: '2013-02-28' })
    for (const date of ['2026-06-15', '2027-02-28', '2028-02-28', '2028-02-29', '2028-03-01', '2026-12-31'])
      for (const age of [15, 18, 100]) {
        const latest = latestBirthdateOfAge(age, date)
        expect(hasTurned(age, latest, date), `${latest} on ${date}`).toBe(true)
        expect(hasTurned(age, addDays(latest, 1), date), `${addDays(latest, 1)} on ${date}`).toBe(false)
        expect(birthdatesOfAges(1, age, date).first).toBe(addDays(latest, 1))
      }
  })
})
