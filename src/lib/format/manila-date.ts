import { now } from '@/lib/clock'

/**
 * Business dates are Asia/Manila calendar dates, `YYYY-MM-DD` (decision 4), whatever the browser's
 * own time zone. Manila keeps UTC+8 all year, but the zone is named rather than its offset hard-coded,
 * as the mock's clock does, so the platform's time-zone data decides.
 */
const manilaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Manila business date of an instant (an ISO string or epoch milliseconds). */
export function manilaDateOf(instant: string | number): string {
  const parts = manilaParts.formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Today in Manila, by the app's clock. */
export function manilaToday(): string {
  return manilaDateOf(now())
}

export type CalendarDate = { year: number; month: number; day: number }

/** Reads `YYYY-MM-DD`; anything else (or an impossible date like 2026-02-30) is undefined. */
export function parseBusinessDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return { year, month, day }
}

/** Whole days from one business date to another (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const epochDay = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day) / 86_400_000
  return epochDay(to) - epochDay(from)
}
