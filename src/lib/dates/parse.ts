/**
 * Business dates are Asia/Manila calendar dates, `YYYY-MM-DD` (the contract's businessDateSchema),
 * whatever the browser's own time zone. They are read as plain calendar numbers, never through a
 * time zone, so a browser in UTC-8 sees the same day as one in Manila.
 */

export type CalendarDate = { year: number; month: number; day: number }

const BUSINESS_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Reads `YYYY-MM-DD`; '', undefined or an impossible date like 2026-02-30 is undefined. */
export function parseBusinessDate(value: string | undefined): CalendarDate | undefined {
  const match = BUSINESS_DATE.exec(value ?? '')
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC(2026, 1, 30) rolls over to March: such a string is no date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return { year, month, day }
}

/** Whole days from one business date to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const epochDay = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day) / 86_400_000
  return epochDay(to) - epochDay(from)
}
