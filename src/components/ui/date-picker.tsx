import { lazy } from 'react'
import { parseBusinessDate } from '@/lib/business-date'
import type { CalendarMarks } from './calendar-marks'
import { DATE_PLACEHOLDER, formatPickedDay, PickerStandIn, type PickerTriggerProps } from './picker-trigger'

export type DatePickerProps = PickerTriggerProps &
  CalendarMarks & {
    /** A business date, `YYYY-MM-DD`, or '' when none is chosen. */
    value: string
    onChange: (value: string) => void
    /** 'dropdown' adds month and year lists, for days far from today such as a birthdate (set min and max). */
    captionLayout?: 'label' | 'dropdown'
    /** Offers a Clear button in the calendar, for an optional date. */
    clearable?: boolean
  }

const loadPopup = () => import('./date-picker-popup')
const DatePickerPopup = lazy(() => loadPopup().then((module) => ({ default: module.DatePickerPopup })))

/**
 * One business date, picked in a calendar that opens on the chosen date's month (or today's). The
 * calendar's code loads after the page (PickerStandIn).
 */
export function DatePicker(props: DatePickerProps) {
  const selected = parseBusinessDate(props.value)
  return (
    <PickerStandIn
      props={props}
      text={selected && formatPickedDay(selected)}
      placeholder={props.placeholder ?? DATE_PLACEHOLDER}
      Popup={DatePickerPopup}
      load={loadPopup}
    />
  )
}
