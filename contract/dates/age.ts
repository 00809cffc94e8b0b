import { parseBusinessDate, type CalendarDate } from './business-date'

/**
 * THE age rule (docs/decisions/0038-one-date-module-one-clock.md): a person is N years old from their Nth birthday
 * on, and a 29 February birthday falls on 28 February in a common year, as arithmetic.ts moves 29 February a year on.
 * Plain calendar numbers without date-fns, since the onboarding form's first load reads it.
 */

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** The birthday's place in `year`, as month * 100 + day, so that days compare as numbers. */
const birthdayIn = (born: CalendarDate, year: number) =>
  born.month === 2 && born.day === 29 && !isLeapYear(year) ? 228 : born.month * 100 + born.day

const written = ({ year, month, day }: CalendarDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/** Whole years from `birthdate` to `date`, both `YYYY-MM-DD`; undefined when either is no date. */
export function ageOn(birthdate: string, date: string): number | undefined {
  const born = parseBusinessDate(birthdate)
  const on = parseBusinessDate(date)
  if (!born || !on) return undefined
  const years = on.year - born.year
  return on.month * 100 + on.day < birthdayIn(born, on.year) ? years - 1 : years
}

/** The latest birthdate of someone `age` years old on `date`: theirs is the birthday that falls that day. */
export function latestBirthdateOfAge(age: number, date: string): string {
  const on = parseBusinessDate(date)
  if (!on) throw new RangeError(`Not a business date: ${date}`)
  const year = on.year - age
  if (on.month !== 2 || isLeapYear(on.year) === isLeapYear(year)) return written({ ...on, year })
  // 28 February of a common year is a 29 February birthday too; 29 February has no day in a common year.
  return written({ year, month: 2, day: isLeapYear(year) ? (on.day === 28 ? 29 : on.day) : Math.min(on.day, 28) })
}

/** The earliest birthdate of someone younger than `age` on `date`: the day after the latest of someone that old. */
export function earliestBirthdateUnder(age: number, date: string): string {
  const latest = parseBusinessDate(latestBirthdateOfAge(age, date)) as CalendarDate
  const next = new Date(0)
  next.setUTCFullYear(latest.year, latest.month - 1, latest.day + 1)
  return written({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() })
}
