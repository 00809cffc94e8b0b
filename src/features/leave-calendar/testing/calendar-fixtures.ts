import { calendarDaysOf, type CompanyCalendarDay } from '../calendar-days'

/** A busy December 2026 for stories: holidays of each kind, the person's leave in each status, teammates away. */
export const FIXTURE_TODAY = '2026-12-02'
export const BUSY_MONTH = '2026-12'

const away = (id: number, employee_name: string) =>
  ({ id, employee_name, employee_avatar: null, type: 'away', status: 'approved', is_mine: false }) as const
const mine = (id: number, status: 'approved' | 'for_cancellation') =>
  ({ id, employee_name: 'Maria Santos', employee_avatar: null, type: 'vacation', status, is_mine: true }) as const

const company: CompanyCalendarDay[] = [
  { date: '2026-12-01', holiday: null, leaves: [away(1, 'Carlo Valdez')] },
  { date: '2026-12-02', holiday: null, leaves: [away(1, 'Carlo Valdez'), away(2, 'Jasmine Ocampo')] },
  {
    date: '2026-12-03',
    holiday: null,
    leaves: [away(2, 'Jasmine Ocampo'), away(3, 'Jose Reyes'), away(4, 'Luzviminda Yap'), away(5, 'Noel Torres')],
  },
  { date: '2026-12-07', holiday: null, leaves: [mine(10, 'approved'), away(6, 'Gemma Valdez')] },
  {
    date: '2026-12-08',
    holiday: { date: '2026-12-08', name: 'Feast of the Immaculate Conception of Mary', type: 'special_non_working' },
    leaves: [],
  },
  { date: '2026-12-09', holiday: null, leaves: [mine(10, 'approved')] },
  { date: '2026-12-10', holiday: null, leaves: [mine(10, 'approved')] },
  {
    date: '2026-12-16',
    holiday: { date: '2026-12-16', name: 'Company Foundation Day', type: 'special_working' },
    leaves: [],
  },
  { date: '2026-12-23', holiday: null, leaves: [mine(11, 'for_cancellation')] },
  {
    date: '2026-12-24',
    holiday: { date: '2026-12-24', name: 'Christmas Eve', type: 'special_non_working' },
    leaves: [],
  },
  { date: '2026-12-25', holiday: { date: '2026-12-25', name: 'Christmas Day', type: 'regular' }, leaves: [] },
  { date: '2026-12-30', holiday: { date: '2026-12-30', name: 'Rizal Day', type: 'regular' }, leaves: [] },
]

const pending = [
  { id: 12, type: 'half day-afternoon', status: 'pending', date_started: '2026-12-14', date_finished: '2026-12-14' },
  { id: 13, type: 'vacation', status: 'pending', date_started: '2026-12-28', date_finished: '2026-12-29' },
] as const

export const busyMonthDays = calendarDaysOf(BUSY_MONTH, company, pending)
export const emptyMonthDays = calendarDaysOf('2027-03', [], [])
