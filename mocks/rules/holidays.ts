import { addDays } from '@contract/dates/arithmetic'
import { weekdayOf } from '@contract/dates/business-date'
import type { Holiday } from '@contract/leave'

/**
 * Philippine holidays. Dates fixed by law (RA 9492 and later acts) hold every year; the movable ones
 * (Holy Week, Eid, Chinese New Year, ...) come from each year's proclamation, so only years with a
 * proclamation on file have them (docs/product/philippines.md#holidays: Proclamation 1006 for 2026).
 */
const fixedEveryYear: readonly (Omit<Holiday, 'date'> & { monthDay: string })[] = [
  { monthDay: '01-01', name: "New Year's Day", type: 'regular' },
  { monthDay: '04-09', name: 'Araw ng Kagitingan', type: 'regular' },
  { monthDay: '05-01', name: 'Labor Day', type: 'regular' },
  { monthDay: '06-12', name: 'Independence Day', type: 'regular' },
  { monthDay: '08-21', name: 'Ninoy Aquino Day', type: 'special_non_working' },
  { monthDay: '11-01', name: "All Saints' Day", type: 'special_non_working' },
  { monthDay: '11-02', name: "All Souls' Day", type: 'special_non_working' },
  { monthDay: '11-30', name: 'Bonifacio Day', type: 'regular' },
  { monthDay: '12-08', name: 'Feast of the Immaculate Conception of Mary', type: 'special_non_working' },
  { monthDay: '12-24', name: 'Christmas Eve', type: 'special_non_working' },
  { monthDay: '12-25', name: 'Christmas Day', type: 'regular' },
  { monthDay: '12-30', name: 'Rizal Day', type: 'regular' },
  { monthDay: '12-31', name: 'Last Day of the Year', type: 'special_non_working' },
]

const proclaimed: Readonly<Record<number, readonly Holiday[]>> = {
  2026: [
    { date: '2026-02-17', name: 'Chinese New Year', type: 'special_non_working' },
    { date: '2026-02-25', name: 'EDSA People Power Revolution Anniversary', type: 'special_working' },
    { date: '2026-03-20', name: "Eid'l Fitr", type: 'regular' },
    { date: '2026-04-02', name: 'Maundy Thursday', type: 'regular' },
    { date: '2026-04-03', name: 'Good Friday', type: 'regular' },
    { date: '2026-04-04', name: 'Black Saturday', type: 'special_non_working' },
    { date: '2026-05-27', name: "Eid'l Adha", type: 'regular' },
    { date: '2026-08-31', name: 'National Heroes Day', type: 'regular' },
  ],
}

/** National Heroes Day is the last Monday of August (RA 9492). */
function lastMondayOfAugust(year: number): string {
  let date = `${year}-08-31`
  while (weekdayOf(date) !== 1) date = addDays(date, -1)
  return date
}

const cache = new Map<number, Holiday[]>()

export function holidaysOf(year: number): Holiday[] {
  const cached = cache.get(year)
  if (cached) return cached
  const movable = proclaimed[year] ?? [
    { date: lastMondayOfAugust(year), name: 'National Heroes Day', type: 'regular' } as const,
  ]
  const holidays = [
    ...fixedEveryYear.map(({ monthDay, name, type }) => ({ date: `${year}-${monthDay}`, name, type })),
    ...movable,
  ].sort((a, b) => a.date.localeCompare(b.date))
  cache.set(year, holidays)
  return holidays
}

export function holidayOn(date: string): Holiday | undefined {
  return holidaysOf(Number(date.slice(0, 4))).find((holiday) => holiday.date === date)
}
