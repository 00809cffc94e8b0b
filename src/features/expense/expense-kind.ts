import type { z } from 'zod'
import type { createExpenseBodySchema, ExpenseListQuery, ExpenseRequest } from '@contract/expense'
import type { expenseListQuery } from '@contract/list-queries'
import { expenseTypeOptions, labelOf, requestStatusOptions } from '@contract/options'
import { dataTableColumns } from '@/components/data-table/data-table-columns'
import type { ListSearchOf } from '@/components/data-table/list-search'
import { requestKeys, type RequestKind } from '@/components/requests/request-kind'
import { api } from '@/lib/api'
import { queryRoots } from '@/lib/api/query-roots'
import { formatDate, formatDateRange, manilaDateOf } from '@/lib/dates'
import { formatPesoWithCode } from '@/lib/format'
import { lazyPart } from '@/lib/lazy-part'

/** The expense list's search in the URL: the contract's list query, filters flattened. */
export type ExpenseSearch = ListSearchOf<typeof expenseListQuery>

/** Query keys of the expense feature: a request kind's own. */
export const expenseKeys = requestKeys<ExpenseListQuery>(queryRoots.expense)

/** An expense request's type as people read it: 'Training'. */
const expenseTypeLabel = (type: ExpenseRequest['type']): string => labelOf(expenseTypeOptions, type)

/**
 * An expense request's dates: a training's own, otherwise the day it was filed, the same dates the
 * server's date-range filter matches (docs/decisions/0024-expense-requests.md).
 */
function expenseDates(
  expense: Pick<ExpenseRequest, 'date_training_at' | 'date_training_finish_at' | 'created_at'>,
): string {
  if (expense.date_training_at) {
    return formatDateRange(expense.date_training_at, expense.date_training_finish_at ?? expense.date_training_at)
  }
  return `Filed ${formatDate(manilaDateOf(expense.created_at))}`
}

const column = dataTableColumns<ExpenseRequest>()

/**
 * An expense request, described once for the shared request screen (components/requests,
 * docs/decisions/0060-request-kind-described-once.md): /item (Expense Request); the list's item
 * name, type, costing with the peso sign and PHP and dates (docs/product/records.md#expense-requests);
 * the detail's fields with the receipts; the expense request form.
 */
export const expenseKind: RequestKind<ExpenseRequest, ExpenseSearch, z.output<typeof createExpenseBodySchema>> = {
  words: {
    title: 'Expense Request',
    description:
      'Ask to be paid back for training, items and other work costs, and follow each request until HR decides.',
    fileLabel: 'File an expense request',
    listLabel: 'Your expense requests',
    tableLabel: 'Expense requests',
    searchPlaceholder: 'Item name or description…',
    emptyMessage: 'You have not filed any expense request yet.',
    noun: 'expense request',
    attachmentsTitle: 'Receipts',
  },
  keys: expenseKeys,
  routes: api.expense,
  columns: column.columns([
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
  ]),
  filters: [
    { key: 'status', label: 'Status', options: requestStatusOptions },
    { key: 'item_type', label: 'Item type', options: expenseTypeOptions },
  ],
  typeLabel: (expense) => expenseTypeLabel(expense.type),
  summary: (expense) => expense.item_name,
  describe: (expense) => `${expenseTypeLabel(expense.type)}: ${expense.item_name}, ${expenseDates(expense)}`,
  outbox: {
    kind: 'expense',
    describeKept: (body) => `${expenseTypeLabel(body.type)}: ${body.item_name}, ${formatPesoWithCode(body.costing)}`,
  },
  detailRows: (expense) => [
    { label: 'Request type', value: expenseTypeLabel(expense.type) },
    { label: 'Item name', value: expense.item_name },
    { label: 'Costing', value: formatPesoWithCode(expense.costing) },
    ...(expense.date_training_at
      ? [
          {
            label: 'Training dates',
            value: formatDateRange(
              expense.date_training_at,
              expense.date_training_finish_at ?? expense.date_training_at,
            ),
          },
        ]
      : []),
    { label: 'Description', value: expense.description ?? 'None given.' },
  ],
  form: lazyPart(() => import('./components/expense-request-form').then((m) => m.ExpenseRequestForm)),
  draftKey: 'expense-request',
}
