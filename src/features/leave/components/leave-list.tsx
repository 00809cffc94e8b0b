import { memo, useMemo, type ReactNode } from 'react'
import type { LeaveRequest } from '@contract/leave'
import { DataTable } from '@/components/data-table/data-table'
import type { SearchChange } from '@/components/data-table/use-data-table'
import { DateRangeFilter } from '@/components/requests/date-range-filter'
import { leavesQueryOptions } from '../api/get-leaves'
import { leaveColumns } from './leave-columns'
import { leaveSelectFilters, type LeaveSearch } from './leave-filters'

export type LeaveListProps = {
  search: LeaveSearch
  onSearchChange: (search: LeaveSearch, change: SearchChange) => void
  viewLink: (leave: LeaveRequest) => ReactNode
}

/** The employee's leave requests, paged, sorted and filtered on the server, all of it in the URL. */
export const LeaveList = memo(function LeaveList({ search, onSearchChange, viewLink }: LeaveListProps) {
  const columns = useMemo(() => leaveColumns(viewLink), [viewLink])
  return (
    <DataTable
      label="Leave requests"
      search={search}
      onSearchChange={onSearchChange}
      queryOptions={leavesQueryOptions}
      columns={columns}
      getRowId={(leave) => String(leave.id)}
      searchFilter={{ label: 'Search', placeholder: 'Type or reason…' }}
      filters={leaveSelectFilters}
      customFilters={(controls) => <DateRangeFilter controls={controls} />}
      emptyMessage="You have not filed any leave yet."
    />
  )
})
