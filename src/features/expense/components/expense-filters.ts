import type { expenseListQuery } from '@contract/list-queries'
import { expenseTypeOptions, requestStatusOptions } from '@contract/options'
import type { SelectFilter } from '@/components/data-table/data-table'
import type { ListSearchOf } from '@/components/data-table/list-search'

/** The expense list's search in the URL: the contract's list query, filters flattened. */
export type ExpenseSearch = ListSearchOf<typeof expenseListQuery>

/** Status and item type, each with 'All' first (docs/product/records.md#option-lists) (the DataTable adds it). */
export const expenseSelectFilters: SelectFilter<ExpenseSearch>[] = [
  { key: 'status', label: 'Status', options: requestStatusOptions },
  { key: 'item_type', label: 'Item type', options: expenseTypeOptions },
]
