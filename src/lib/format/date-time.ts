import { formatDate } from './business-date'
import { manilaDateOf } from './manila-date'

// Assembled from parts: browsers' ICU versions differ in the space before AM/PM (a narrow no-break
// space in newer ones), and tests compare text.
const manilaTime = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** An instant (ISO string or epoch ms) as Manila time of day: '3:05 PM'. */
export function formatTime(instant: string | number): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return String(instant)
  const parts = manilaTime.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`
}

/** An instant (ISO string or epoch ms) as Manila date and time: '23 Nov 2026, 3:05 PM'. */
export function formatDateTime(instant: string | number): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return String(instant)
  return `${formatDate(manilaDateOf(date.getTime()))}, ${formatTime(date.getTime())}`
}
