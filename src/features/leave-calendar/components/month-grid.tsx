import { useEffect, useRef, type KeyboardEvent } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { addDays, addMonths } from '@contract/dates/arithmetic'
import { weekdayOf } from '@contract/dates/business-date'
import { leaveTypeLabel } from '@contract/options'
import { formatDate } from '@/lib/dates'
import { holidayKinds } from '@/lib/holiday-kinds'
import type { CalendarDay } from '../calendar-days'
import { ownLeaveStatusWords, teammatesAway } from '../day-summary'
import { monthOf, weeksOfMonth } from '../month-dates'
import { HolidayMark, OwnLeaveMark, teammateDot } from './day-marks'

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** The day that holds the grid's one tab stop, and whether focus should go to it now (a keyboard move). */
export type GridCursor = { date: string; focus: boolean }

export type MonthGridProps = {
  month: string
  today: string
  /** The month's days; undefined while they load (the grid shows placeholders and keeps its keys). */
  days: readonly CalendarDay[] | undefined
  /** The day whose details are open. */
  selected: string | null
  /** The day that takes focus in the grid when it is tabbed to. */
  cursor: string
  /** A keyboard move to a day, perhaps in another month. */
  onMove: (date: string) => void
  /** Enter, Space or a click on a day. */
  onSelect: (date: string) => void
  /** When the cursor moved by keyboard: focus goes to its day once that day is on screen. */
  focusCursor: boolean
  labelledBy: string
}

/** Where each key takes the focused day (the WAI-ARIA grid pattern, as date pickers do it). */
function keyMove(event: KeyboardEvent, date: string, month: string): string | null {
  const first = `${month}-01`
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(date, -1)
    case 'ArrowRight':
      return addDays(date, 1)
    case 'ArrowUp':
      return addDays(date, -7)
    case 'ArrowDown':
      return addDays(date, 7)
    // The week's ends, kept inside the month.
    case 'Home': {
      const start = addDays(date, -weekdayOf(date))
      return monthOf(start) === month ? start : first
    }
    case 'End': {
      const end = addDays(date, 6 - weekdayOf(date))
      return monthOf(end) === month ? end : addDays(addMonths(first, 1), -1)
    }
    case 'PageUp':
      return addMonths(date, event.shiftKey ? -12 : -1)
    case 'PageDown':
      return addMonths(date, event.shiftKey ? 12 : 1)
    default:
      return null
  }
}

const firstName = (name: string) => name.split(' ')[0] ?? name
const SHOWN_TEAMMATES = 2

/**
 * The month as a grid of days with roving focus: one day is in the tab order; arrows move by day and
 * week, Home and End to the week's ends, Page Up and Page Down by month (with Shift, by year), and a
 * move past the month's edge moves the calendar. Each day is a button that opens its details.
 */
export function MonthGrid({
  month,
  today,
  days,
  selected,
  cursor,
  onMove,
  onSelect,
  focusCursor,
  labelledBy,
}: MonthGridProps) {
  const gridRef = useRef<HTMLTableElement>(null)
  const byDate = new Map(days?.map((day) => [day.date, day]))

  useEffect(() => {
    if (focusCursor) gridRef.current?.querySelector<HTMLElement>(`[data-date="${cursor}"]`)?.focus()
  }, [cursor, focusCursor, month])

  return (
    <table
      ref={gridRef}
      role="grid"
      aria-labelledby={labelledBy}
      aria-busy={days === undefined || undefined}
      className="w-full table-fixed border-collapse"
    >
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday} scope="col" className="pb-1 text-xs font-medium text-slate-600">
              <abbr title={weekday} className="no-underline">
                {weekday.slice(0, 3)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOfMonth(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, index) => {
              if (date === null) return <td key={`empty-${index}`} className="border border-slate-200 bg-slate-50/60" />
              const day = byDate.get(date)
              const weekend = index === 0 || index === 6
              return (
                <td
                  key={date}
                  aria-selected={date === selected}
                  className={cn('border border-slate-200 p-0 align-top', weekend && 'bg-slate-50')}
                >
                  <button
                    type="button"
                    data-date={date}
                    tabIndex={date === cursor ? 0 : -1}
                    aria-current={date === today ? 'date' : undefined}
                    onClick={() => onSelect(date)}
                    onKeyDown={(event) => {
                      const target = keyMove(event, date, month)
                      if (target === null) return
                      event.preventDefault()
                      onMove(target)
                    }}
                    className={cn(
                      'flex min-h-22 w-full cursor-pointer flex-col gap-0.5 p-1 text-left outline-none hover:bg-brand-50/60',
                      'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                      date === selected && 'bg-brand-50 ring-2 ring-brand-600 ring-inset',
                    )}
                  >
                    <DayContent date={date} isToday={date === today} day={day} />
                  </button>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const ownLeaveWord = { pending: 'You (pending)', for_cancellation: 'You (cancelling)' } as Record<string, string>

/** Words for a screen reader only: what a sighted person takes from a mark's place or colour. */
const Unseen = ({ children }: { children: string }) => <span className="sr-only">{children}</span>

/** The comma after a part of the day's name when another part follows. */
const then = (more: boolean) => (more ? ',' : '')

/**
 * What a day shows, drawn small: its number, its holiday, the person's own leave and who is away.
 * The button's name is this content (WCAG 2.5.3: the name holds what is seen, in the order seen),
 * with unseen words for what the eye takes from the mark's place or colour: '23 Nov 2026, today,
 * Rizal Day (regular holiday), You (pending) on Vacation Leave, pending approval, 3 teammates away:
 * Ana and Ben and +1 more'. A browser puts a space around each box when it reads them as a name, so
 * a comma ends the box before it and no unseen word starts with punctuation.
 */
function DayContent({ date, isToday, day }: { date: string; isToday: boolean; day: CalendarDay | undefined }) {
  const mine = day?.mine ?? []
  const teammates = day?.teammates ?? []
  const shownTeammates = teammates.slice(0, SHOWN_TEAMMATES)
  const hidden = teammates.length - shownTeammates.length
  const afterHoliday = mine.length > 0 || teammates.length > 0
  const afterToday = day?.holiday !== undefined || afterHoliday
  return (
    <>
      <span
        className={cn(
          'flex size-6 items-center justify-center rounded-full text-xs tabular-nums',
          isToday ? 'bg-brand-600 font-bold text-white' : 'font-medium text-ink',
        )}
      >
        {Number(date.slice(8))}
        <Unseen>{formatDate(date).replace(/^\d+/, '') + then(isToday || afterToday)}</Unseen>
      </span>
      {isToday && <Unseen>{` today${then(afterToday)}`}</Unseen>}
      {!day && <Skeleton className="h-3 w-3/4" />}
      {day?.holiday && (
        <HolidayMark holiday={day.holiday}>
          <Unseen>{` (${holidayKinds[day.holiday.type]})${then(afterHoliday)}`}</Unseen>
        </HolidayMark>
      )}
      {mine.map((leave, index) => (
        <OwnLeaveMark key={leave.id} status={leave.status}>
          {ownLeaveWord[leave.status] ?? 'You'}
          <Unseen>
            {` on ${leaveTypeLabel(leave.type)}, ${ownLeaveStatusWords[leave.status] ?? leave.status}` +
              then(index < mine.length - 1 || teammates.length > 0)}
          </Unseen>
        </OwnLeaveMark>
      ))}
      {teammates.length > 0 && <Unseen>{` ${teammatesAway(teammates.length)}:`}</Unseen>}
      {shownTeammates.map((teammate, index) => (
        <span key={teammate.id} className="flex items-center gap-1 truncate text-xs text-slate-700">
          {index > 0 && <Unseen> and</Unseen>}
          <span className={teammateDot} />
          <span className="truncate">{firstName(teammate.name)}</span>
        </span>
      ))}
      {hidden > 0 && (
        <span className="text-xs text-slate-600">
          <Unseen> and</Unseen>+{hidden} more
        </span>
      )}
    </>
  )
}
