// The formats most pages show, as one chunk: imported file by file they split into several small
// chunks, each gzipped apart, and an employee page's first load grew (docs/decisions/0036-employee-first-load.md).
// What only a few screens need (local-date, format-month, format-relative, manila-hour, weekday) is
// imported by its path, so the other pages do not carry it.
export { parseBusinessDate, type CalendarDate } from '@contract/dates/business-date'
export { manilaDateOf, manilaToday } from '@contract/dates/manila'
export { formatDate } from './format-date'
export { formatDateRange } from './format-range'
export { formatDateTime, formatTime } from './format-date-time'
