import type { leaveListQuery } from '@contract/list-queries'
import { leaveTypeOptions, requestStatusOptions } from '@contract/options'
import type { SelectFilter } from '@/components/data-table/data-table'
import type { ListSearchOf } from '@/components/data-table/list-search'

/** The leave list's search in the URL: the contract's list query, filters flattened. */
export type LeaveSearch = ListSearchOf<typeof leaveListQuery>

/** Status and leave type, each with 'All' first (docs/product/records.md#option-lists) (the DataTable adds it). */
export const leaveSelectFilters: SelectFilter<LeaveSearch>[] = [
  { key: 'status', label: 'Status', options: requestStatusOptions },
  { key: 'leave_type', label: 'Leave type', options: leaveTypeOptions },
]
