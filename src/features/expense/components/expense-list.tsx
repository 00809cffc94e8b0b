import { memo, useMemo, type ReactNode } from 'react'
import type { ExpenseRequest } from '@contract/expense'
import { DataTable } from '@/components/data-table/data-table'
import type { SearchChange } from '@/components/data-table/use-data-table'
import { DateRangeFilter } from '@/components/requests/date-range-filter'
import { expensesQueryOptions } from '../api/get-expenses'
import { expenseColumns } from './expense-columns'
import { expenseSelectFilters, type ExpenseSearch } from './expense-filters'

export type ExpenseListProps = {
  search: ExpenseSearch
  onSearchChange: (search: ExpenseSearch, change: SearchChange) => void
  viewLink: (expense: ExpenseRequest) => ReactNode
}

/** The employee's expense requests, paged, sorted and filtered on the server, all of it in the URL. */
export const ExpenseList = memo(function ExpenseList({ search, onSearchChange, viewLink }: ExpenseListProps) {
  const columns = useMemo(() => expenseColumns(viewLink), [viewLink])
  return (
    <DataTable
      label="Expense requests"
      search={search}
      onSearchChange={onSearchChange}
      queryOptions={expensesQueryOptions}
      columns={columns}
      getRowId={(expense) => String(expense.id)}
      searchFilter={{ label: 'Search', placeholder: 'Item name or description…' }}
      filters={expenseSelectFilters}
      customFilters={(controls) => <DateRangeFilter controls={controls} />}
      emptyMessage="You have not filed any expense request yet."
    />
  )
})
