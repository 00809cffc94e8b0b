import type { PayslipListQuery } from '@contract/payslip'
import { queryRoots } from '@/lib/api/query-roots'

/** The payslip feature's query keys: `payslipKeys.all` invalidates everything it caches. */
export const payslipKeys = {
  all: queryRoots.payslip,
  unviewedCount: () => [...payslipKeys.all, 'unviewed-count'] as const,
  latest: () => [...payslipKeys.all, 'latest'] as const,
  lists: () => [...payslipKeys.all, 'list'] as const,
  list: (query: PayslipListQuery) => [...payslipKeys.lists(), query] as const,
  detail: (id: number) => [...payslipKeys.all, 'detail', id] as const,
  /** Under the payslip's detail: opening a payslip re-reads the lists, not what it is compared with. */
  changes: (id: number) => [...payslipKeys.detail(id), 'changes'] as const,
  thirteenthMonth: () => [...payslipKeys.all, 'thirteenth-month'] as const,
}
