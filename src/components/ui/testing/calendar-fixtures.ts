import type { Holiday } from '@contract/leave'

/** April 2026's holidays (docs/product/philippines.md#holidays): Holy Week and Araw ng Kagitingan. */
export const aprilHolidays: Holiday[] = [
  { date: '2026-04-02', name: 'Maundy Thursday', type: 'regular' },
  { date: '2026-04-03', name: 'Good Friday', type: 'regular' },
  { date: '2026-04-04', name: 'Black Saturday', type: 'special_non_working' },
  { date: '2026-04-09', name: 'Araw ng Kagitingan', type: 'regular' },
]

/** An employee's pending and approved leave in April 2026. */
export const aprilTakenDates = ['2026-04-13', '2026-04-14', '2026-04-15', '2026-04-27']
