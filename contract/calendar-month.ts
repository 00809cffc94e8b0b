/**
 * A month of the leave calendar, `YYYY-MM`: the calendar endpoint's query (contract/leave.ts) and the
 * calendar page's address (`?month=2026-12`) take it. Without zod, so the page's route can check its
 * address on the first load (docs/decisions/0039-zod-off-the-first-load.md).
 */
export const CALENDAR_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

export const isCalendarMonth = (value: unknown): value is string =>
  typeof value === 'string' && CALENDAR_MONTH_PATTERN.test(value)
