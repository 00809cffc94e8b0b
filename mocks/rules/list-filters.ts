import type { FieldErrors } from '@contract/envelope'
import type { expenseListQuerySchema, ExpenseRequest } from '@contract/expense'
import type { leaveListQuerySchema } from '@contract/leave'
import { leaveTypeOptions } from '@contract/options'
import type { z } from 'zod'
import { manilaDate } from '../clock'
import type { ExpenseRequestRow, LeaveRequestRow } from '../db'

/**
 * The `filter[...]` of the leave and expense lists, as spatie/laravel-query-builder reads them: an
 * empty value means 'All' and is ignored; search is a case-insensitive "contains"; the date filters
 * keep what overlaps the range (a leave from the 10th to the 14th shows for the 12th to the 20th).
 */
type DateRange = { date_started?: string; date_finished?: string }
type LeaveFilter = z.output<typeof leaveListQuerySchema>['filter']
type ExpenseFilter = z.output<typeof expenseListQuerySchema>['filter']

export const given = (value: string | undefined) => (value === undefined || value === '' ? null : value)

/** A range whose end is before its start matches nothing: say so rather than answer an empty list. */
export function dateRangeErrors({ date_started, date_finished }: DateRange): FieldErrors | null {
  const from = given(date_started)
  const to = given(date_finished)
  return from && to && to < from
    ? { 'filter.date_finished': ['The end date filter must be on or after the start date filter.'] }
    : null
}

export function overlaps(start: string, finish: string, { date_started, date_finished }: DateRange): boolean {
  const from = given(date_started)
  const to = given(date_finished)
  return (from === null || finish >= from) && (to === null || start <= to)
}

const leaveTypeLabels = new Map<string, string>(
  leaveTypeOptions.map((option) => [option.value, option.label.toLowerCase()]),
)

export function leaveMatcher(filter: LeaveFilter): (leave: LeaveRequestRow) => boolean {
  const search = given(filter.search?.trim().toLowerCase())
  const status = given(filter.status)
  const type = given(filter.leave_type)
  return (leave) =>
    (status === null || leave.status === status) &&
    (type === null || leave.type === type) &&
    overlaps(leave.date_started, leave.date_finished, filter) &&
    (search === null ||
      leave.reason.toLowerCase().includes(search) ||
      leave.type.includes(search) ||
      (leaveTypeLabels.get(leave.type) ?? '').includes(search))
}

/** An expense's dates are its training dates, or the day it was filed for items and others. */
export function expenseDates(
  expense: Pick<ExpenseRequest, 'date_training_at' | 'date_training_finish_at' | 'created_at'>,
): [string, string] {
  const filed = manilaDate(expense.created_at)
  return [expense.date_training_at ?? filed, expense.date_training_finish_at ?? expense.date_training_at ?? filed]
}

export function expenseMatcher(filter: ExpenseFilter): (expense: ExpenseRequestRow) => boolean {
  const search = given(filter.search?.trim().toLowerCase())
  const status = given(filter.status)
  const type = given(filter.item_type)
  const byDate = given(filter.date_started) !== null || given(filter.date_finished) !== null
  return (expense) =>
    (status === null || expense.status === status) &&
    (type === null || expense.type === type) &&
    (!byDate || overlaps(...expenseDates(expense), filter)) &&
    (search === null ||
      expense.item_name.toLowerCase().includes(search) ||
      (expense.description ?? '').toLowerCase().includes(search))
}
