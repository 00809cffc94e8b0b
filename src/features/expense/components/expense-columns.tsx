import type { ReactNode } from 'react'
import type { ExpenseRequest } from '@contract/expense'
import { expenseTypeOptions, labelOf } from '@contract/options'
import { dataTableColumns } from '@/components/data-table/data-table-columns'
import { requestTrailingColumns } from '@/components/requests/request-columns'
import { formatPesoWithCode } from '@/lib/format'
import { formatDate, formatDateRange, manilaDateOf } from '@/lib/dates'

const column = dataTableColumns<ExpenseRequest>()

/** An expense request's type as people read it: 'Training'. */
export const expenseTypeLabel = (type: ExpenseRequest['type']): string => labelOf(expenseTypeOptions, type)

/**
 * An expense request's dates: a training's own, otherwise the day it was filed, the same dates the
 * server's date-range filter matches.
 */
export function expenseDates(
  expense: Pick<ExpenseRequest, 'date_training_at' | 'date_training_finish_at' | 'created_at'>,
): string {
  if (expense.date_training_at) {
    return formatDateRange(expense.date_training_at, expense.date_training_finish_at ?? expense.date_training_at)
  }
  return `Filed ${formatDate(manilaDateOf(expense.created_at))}`
}

/**
 * The expense list's columns: type, item name, costing with the peso sign and PHP
 * (docs/product/records.md#expense-requests), dates, status and last update, and a way to the request's detail, which
 * the page gives (`viewLink`).
 */
export function expenseColumns(viewLink: (expense: ExpenseRequest) => ReactNode) {
  return column.columns([
    column.accessor('item_name', {
      header: 'Item name',
      cell: (info) => info.getValue(),
      enableSorting: true,
      meta: { card: 'title' },
    }),
    column.accessor('type', {
      header: 'Type',
      cell: (info) => expenseTypeLabel(info.row.original.type),
      enableSorting: true,
    }),
    column.accessor('costing', {
      header: 'Costing',
      cell: (info) => formatPesoWithCode(info.getValue()),
      enableSorting: true,
      meta: { align: 'end' },
    }),
    column.display({
      id: 'dates',
      header: 'Dates',
      cell: (info) => expenseDates(info.row.original),
    }),
    ...requestTrailingColumns(viewLink),
  ])
}
