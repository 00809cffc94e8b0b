import { formatDate } from './format-date'
import { manilaDateOf, manilaWallClock } from '@contract/dates/manila'

type TimeOptions = {
  /** Seconds too, for a clock that ticks (the demo panel's): '3:05:09 PM'. */
  seconds?: boolean
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** An instant (ISO string or epoch ms) as Manila time of day: '3:05 PM'. */
export function formatTime(instant: string | number, { seconds = false }: TimeOptions = {}): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return String(instant)
  const clock = manilaWallClock(date.getTime())
  const hours = clock.getUTCHours()
  const time = `${hours % 12 || 12}:${twoDigits(clock.getUTCMinutes())}`
  return `${time}${seconds ? `:${twoDigits(clock.getUTCSeconds())}` : ''} ${hours < 12 ? 'AM' : 'PM'}`
}

/** An instant (ISO string or epoch ms) as Manila date and time: '23 Nov 2026, 3:05 PM'. */
export function formatDateTime(instant: string | number, options: TimeOptions = {}): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return String(instant)
  return `${formatDate(manilaDateOf(date.getTime()))}, ${formatTime(date.getTime(), options)}`
}
