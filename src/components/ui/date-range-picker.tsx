import { lazy } from 'react'
import { formatBusinessDate, parseBusinessDate } from '@/lib/business-date'
import type { CalendarMarks } from './calendar-marks'
import { formatPickedDay, PickerStandIn, type PickerTriggerProps } from './picker-trigger'

/** First and last day, business dates (`YYYY-MM-DD`); '' when not chosen yet. */
export type BusinessDateRange = { from: string; to: string }

export type DateRangePickerProps = PickerTriggerProps &
  CalendarMarks & {
    value: BusinessDateRange
    onChange: (value: BusinessDateRange) => void
  }

const shortDay = new Intl.DateTimeFormat('en-PH', { month: 'short', day: 'numeric' })

/** What the trigger shows for a range: one day, or both ends, the year once when they share it. */
export function describeRange(from: Date | undefined, to: Date | undefined): string | undefined {
  if (!from) return undefined
  if (!to || formatBusinessDate(from) === formatBusinessDate(to)) return formatPickedDay(from)
  const sameYear = from.getFullYear() === to.getFullYear()
  return `${sameYear ? shortDay.format(from) : formatPickedDay(from)} – ${formatPickedDay(to)}`
}

export const RANGE_PLACEHOLDER = 'Pick the first and last day'

const loadPopup = () => import('./date-range-picker-popup')
const DateRangePickerPopup = lazy(() => loadPopup().then((module) => ({ default: module.DateRangePickerPopup })))

/**
 * A first and a last day, picked in one calendar (date-range-picker-popup.tsx), whose code loads
 * after the page (PickerStandIn).
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const from = parseBusinessDate(props.value.from)
  const to = parseBusinessDate(props.value.to) ?? from
  return (
    <PickerStandIn
      props={props}
      text={describeRange(from, to)}
      placeholder={props.placeholder ?? RANGE_PLACEHOLDER}
      Popup={DateRangePickerPopup}
      load={loadPopup}
    />
  )
}
