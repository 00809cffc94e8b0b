import { describe, expect, it } from 'vitest'
import { calendarDaysOf, hasSomething, type CompanyCalendarDay } from './calendar-days'

const bonifacioDay = { date: '2026-11-30', name: 'Bonifacio Day', type: 'regular' } as const
const company: CompanyCalendarDay[] = [
  {
    date: '2026-11-27',
    holiday: null,
    leaves: [
      {
        id: 1,
        employee_name: 'Maria Santos',
        employee_avatar: null,
        type: 'vacation',
        status: 'approved',
        is_mine: true,
      },
      { id: 2, employee_name: 'Jose Reyes', employee_avatar: null, type: 'away', status: 'approved', is_mine: false },
    ],
  },
  { date: '2026-11-30', holiday: bonifacioDay, leaves: [] },
]

describe("a month's days", () => {
  it('splits the employee’s own leave from teammates’, who keep only their names', () => {
    const days = calendarDaysOf('2026-11', company, [])
    expect(days).toHaveLength(30)
    const friday = days.find((day) => day.date === '2026-11-27')
    expect(friday?.mine).toEqual([{ id: 1, type: 'vacation', status: 'approved' }])
    expect(friday?.teammates).toEqual([{ id: 2, name: 'Jose Reyes', photo: null }])
    expect(days.filter(hasSomething).map((day) => day.date)).toEqual(['2026-11-27', '2026-11-30'])
  })

  it('puts pending leave on the days it takes: working days, or every day for maternity leave', () => {
    const pending = [
      { id: 7, type: 'vacation', status: 'pending', date_started: '2026-11-26', date_finished: '2026-12-01' },
      { id: 8, type: 'maternity leave', status: 'pending', date_started: '2026-11-28', date_finished: '2026-11-30' },
    ] as const
    const taken = (id: number) =>
      calendarDaysOf('2026-11', company, pending)
        .filter((day) => day.mine.some((leave) => leave.id === id))
        .map((day) => day.date)
    // Not the weekend (28-29 Nov), not Bonifacio Day (30 Nov), and December is another month.
    expect(taken(7)).toEqual(['2026-11-26', '2026-11-27'])
    expect(taken(8)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30'])
  })
})
