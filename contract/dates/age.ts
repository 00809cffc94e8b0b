/**
 * THE age rule (docs/decisions/0038-one-date-module-one-clock.md): a person is N years old from their Nth birthday
 * on, and a 29 February birthday falls on 28 February in a common year, as arithmetic.ts moves 29 February a year on.
 * It is written on the `YYYY-MM-DD` text alone, without date-fns, since the onboarding form's first load reads it.
 */

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** The latest birthdate of someone `age` years old on `date`: theirs is the birthday that falls that day. */
export function latestBirthdateOfAge(age: number, date: string): string {
  const year = Number(date.slice(0, 4)) - age
  const monthDay = date.slice(4)
  // 28 February of a common year is a 29 February birthday too; 29 February has no day in a common year.
  const leapDay = monthDay === '-02-29' || (monthDay === '-02-28' && !isLeapYear(year + age))
  return `${String(year).padStart(4, '0')}${leapDay ? (isLeapYear(year) ? '-02-29' : '-02-28') : monthDay}`
}

/**
 * The birthdates of someone at least `youngest` and younger than `oldest` years old on `date`, first and last: the
 * contract's check and the onboarding calendar's bounds. The first is the day after the latest birthdate of someone
 * `oldest`, added by UTC fields: arithmetic.ts's addDays would bring date-fns onto /onboard's first load.
 */
export function birthdatesOfAges(youngest: number, oldest: number, date: string): { first: string; last: string } {
  const oldestLatest = Date.parse(`${latestBirthdateOfAge(oldest, date)}T00:00:00Z`)
  return {
    first: new Date(oldestLatest + 86_400_000).toISOString().slice(0, 10),
    last: latestBirthdateOfAge(youngest, date),
  }
}
