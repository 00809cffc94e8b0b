import { formatDate } from './format-date'
import { manilaDateOf } from './manila-today'

// Assembled from parts: browsers' ICU versions differ in the space before AM/PM (a narrow no-break
// space in newer ones), and tests compare text.
const manilaTime = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
})

type TimeOptions = {
  /** Seconds too, for a clock that ticks (the demo panel's): '3:05:09 PM'. */
  seconds?: boolean
}

/** An instant (ISO string or epoch ms) as Manila time of day: '3:05 PM'. */
export function formatTime(instant: string | number, { seconds = false }: TimeOptions = {}): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return String(instant)
  const parts = manilaTime.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('hour')}:${part('minute')}${seconds ? `:${part('second')}` : ''} ${part('dayPeriod').toUpperCase()}`
}

/** An instant (ISO string or epoch ms) as Manila date and time: '23 Nov 2026, 3:05 PM'. */
export function formatDateTime(instant: string | number, options: TimeOptions = {}): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return String(instant)
  return `${formatDate(manilaDateOf(date.getTime()))}, ${formatTime(date.getTime(), options)}`
}
