import type { payslipListQuery } from '@contract/list-queries'
import { monthOptions } from '@contract/options'
import type { SelectFilter } from '@/components/data-table/data-table'
import type { ListSearchOf } from '@/components/data-table/list-search'

/** The payslip list's search in the URL: the contract's list query, filters flattened. */
export type PayslipSearch = ListSearchOf<typeof payslipListQuery>

/** How many years back the Year filter offers. */
const YEARS_OFFERED = 5

/**
 * Year (this one and the few before it, newest first) and month, each with 'All' first
 * (docs/product/records.md#option-lists) (the DataTable adds it).
 */
export function payslipSelectFilters(thisYear: number): SelectFilter<PayslipSearch>[] {
  const years = Array.from({ length: YEARS_OFFERED }, (_, back) => String(thisYear - back))
  return [
    { key: 'payslip_year', label: 'Year', options: years.map((year) => ({ value: year, label: year })) },
    { key: 'payslip_month', label: 'Month', options: monthOptions },
  ]
}
