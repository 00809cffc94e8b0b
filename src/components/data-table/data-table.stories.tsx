import type { Meta, StoryObj } from '@storybook/react-vite'
import { queryOptions } from '@tanstack/react-query'
import { useState } from 'react'
import { withQueryClient } from '../../../.storybook/with-query-client'
import type { LeaveListQuery, LeaveRequest } from '@contract/leave'
import { leaveTypeValues, requestStatusValues } from '@contract/options'
import { Button } from '@/components/ui/button'
import { DataTable } from './data-table'
import type { ListPage } from './use-data-table'
import { leaveColumns, leaveFilters, type LeaveSearch } from './testing/leave-list-fixture'

// 23 leave requests, answered by an in-memory "server" that filters, sorts and pages as the real one does.
const leaves: LeaveRequest[] = Array.from({ length: 23 }, (_, index) => {
  const day = String((index % 27) + 1).padStart(2, '0')
  const month = String(10 + (index % 3)).padStart(2, '0')
  return {
    id: index + 1,
    type: leaveTypeValues[index % 4]!,
    date_started: `2026-${month}-${day}`,
    date_finished: `2026-${month}-${day}`,
    days: 1,
    reason: ['Family trip to Siargao', 'Flu', 'Dental appointment', 'Moving house'][index % 4]!,
    status: requestStatusValues[index % requestStatusValues.length]!,
    cancel_reason: null,
    remarks: null,
    attachments: [],
    history: [],
    created_at: `2026-${month}-${day}T01:00:00Z`,
    updated_at: `2026-11-${String(23 - (index % 20)).padStart(2, '0')}T0${index % 10}:00:00Z`,
  }
})

function answer(rows: LeaveRequest[], query: LeaveListQuery): ListPage<LeaveRequest> {
  const { page = 1, per_page = 10, sort = '-updated_at', filter = {} } = query
  const field = sort.replace(/^-/, '') as keyof LeaveRequest
  const direction = sort.startsWith('-') ? -1 : 1
  const matching = rows
    .filter((row) => !filter.status || row.status === filter.status)
    .filter((row) => !filter.leave_type || row.type === filter.leave_type)
    .filter((row) => !filter.search || row.reason.toLowerCase().includes(filter.search.toLowerCase()))
    .sort((a, b) => String(a[field]).localeCompare(String(b[field])) * direction)
  const start = (page - 1) * per_page
  const data = matching.slice(start, start + per_page)
  const total = matching.length
  return {
    data,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / per_page)),
      per_page,
      total,
      from: data.length ? start + 1 : null,
      to: data.length ? start + data.length : null,
    },
  }
}

type Server = 'answers' | 'empty' | 'slow' | 'fails'

function storyQueryOptions(server: Server) {
  return (query: LeaveListQuery) =>
    queryOptions({
      queryKey: ['story-leave', server, query] as const,
      queryFn: async () => {
        if (server === 'slow') return new Promise<never>(() => {})
        await new Promise((resolve) => setTimeout(resolve, 400))
        if (server === 'fails') throw new Error('Something went wrong.')
        return answer(server === 'empty' ? [] : leaves, query)
      },
    })
}

/** The route's part, played by state: the search a route would hold in the URL. */
function LeaveList({ server, initialSearch }: { server: Server; initialSearch?: Partial<LeaveSearch> }) {
  const [search, setSearch] = useState<LeaveSearch>({ page: 1, per_page: 10, sort: '-updated_at', ...initialSearch })
  const [queryOptionsFor] = useState(() => storyQueryOptions(server))
  return (
    <DataTable
      label="Leave requests"
      search={search}
      onSearchChange={setSearch}
      queryOptions={queryOptionsFor}
      columns={leaveColumns}
      getRowId={(leave) => String(leave.id)}
      searchFilter={{ label: 'Search', placeholder: 'Reason…' }}
      filters={leaveFilters}
      emptyMessage="You have not filed any leave yet."
      emptyAction={<Button color="blue">File a leave</Button>}
    />
  )
}

const meta = {
  title: 'Data table/DataTable',
  component: LeaveList,
  parameters: { layout: 'fullscreen' },
  decorators: [
    withQueryClient,
    (Story) => (
      <div className="mx-auto max-w-5xl p-4">
        <Story />
      </div>
    ),
  ],
  args: { server: 'answers' },
} satisfies Meta<typeof LeaveList>

export default meta
type Story = StoryObj<typeof meta>

/** Filters, sortable headers (Dates, Status, Last updated, Type) and paging over 23 requests. */
export const WithData: Story = {}

/** Placeholder rows in the table's shape until the first page answers. */
export const Loading: Story = { args: { server: 'slow' } }

/** No records at all: the feature's words and its first action. */
export const Empty: Story = { args: { server: 'empty' } }

/** Filters that leave nothing: a way back to everything. */
export const FilteredEmpty: Story = { args: { initialSearch: { status: 'denied', search: 'Mars' } } }

/** The list did not load: Retry asks again. */
export const LoadFailed: Story = { args: { server: 'fails' } }

/** Below the md breakpoint each row is a card, and the sort is a choice in the filter bar. */
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
