import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fromLocalDate, toLocalDate } from '@/lib/dates/local-date'
import { Calendar } from './calendar'
import { CalendarLegend } from './calendar-legend'
import type { CalendarMarks } from './calendar-mark-props'
import { useCalendarMarks } from './calendar-marks'
import { aprilHolidays, aprilTakenDates } from './testing/calendar-fixtures'

/** A calendar always shown (a page's leave calendar), with its marks and legend. */
function MarkedCalendar({ initial, ...marks }: CalendarMarks & { initial: string }) {
  const calendarMarks = useCalendarMarks(marks)
  const [selected, setSelected] = useState(initial)
  const [month, setMonth] = useState(() => toLocalDate(initial) ?? new Date())
  return (
    <div className="rounded-md border border-slate-200">
      <Calendar
        mode="single"
        selected={toLocalDate(selected)}
        onSelect={(_, day) => setSelected(fromLocalDate(day))}
        month={month}
        onMonthChange={setMonth}
        {...calendarMarks.dayPicker}
      />
      <CalendarLegend
        marks={calendarMarks.legendMarks}
        holidays={calendarMarks.holidaysIn(month)}
        className="mx-3 mb-3 border-t border-slate-200 pt-2"
      />
    </div>
  )
}

const meta = {
  title: 'UI/Calendar',
  component: MarkedCalendar,
  args: { initial: '2026-04-08' },
} satisfies Meta<typeof MarkedCalendar>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {}

/** Holy Week: holidays named under the grid and in each day's label; the employee's leave apart. */
export const HolidaysAndTakenDates: Story = {
  args: { holidays: aprilHolidays, takenDates: aprilTakenDates },
}

/** A leave form's rules: no weekends, holidays or days already on leave; nothing before the 6th. */
export const DisabledDays: Story = {
  args: {
    holidays: aprilHolidays,
    takenDates: aprilTakenDates,
    disableTaken: true,
    disableHolidays: true,
    disableWeekends: true,
    min: '2026-04-06',
  },
}
