import { useMemo, type ReactNode } from 'react'
import type { PayslipSummary } from '@contract/payslip'
import { DataTable } from '@/components/data-table/data-table'
import type { SearchChange } from '@/components/data-table/use-data-table'
import { manilaToday } from '@/lib/dates'
import { payslipsQueryOptions } from '../api/get-payslips'
import { payslipColumns } from './payslip-columns'
import { payslipSelectFilters, type PayslipSearch } from './payslip-filters'

export type PayslipListProps = {
  search: PayslipSearch
  onSearchChange: (search: PayslipSearch, change: SearchChange) => void
  viewLink: (payslip: PayslipSummary) => ReactNode
  amountsShown: boolean
}

/** The employee's payslips, newest first, paged and filtered by year and month on the server, all of it in the URL. */
export function PayslipList({ search, onSearchChange, viewLink, amountsShown }: PayslipListProps) {
  const columns = useMemo(() => payslipColumns(viewLink, amountsShown), [viewLink, amountsShown])
  const filters = useMemo(() => payslipSelectFilters(Number(manilaToday().slice(0, 4))), [])
  return (
    <DataTable
      label="Payslips"
      search={search}
      onSearchChange={onSearchChange}
      queryOptions={payslipsQueryOptions}
      columns={columns}
      getRowId={(payslip) => String(payslip.id)}
      filters={filters}
      emptyMessage="No payslip has been published for you yet. Each one shows here on its payday."
      noMatchMessage="No payslips for this year and month."
    />
  )
}
