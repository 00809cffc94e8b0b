import type { PayslipListQuery } from '@contract/payslip'

/** The payslip feature's query keys: `payslipKeys.all` invalidates everything it caches. */
export const payslipKeys = {
  all: ['payslip'] as const,
  unviewedCount: () => [...payslipKeys.all, 'unviewed-count'] as const,
  latest: () => [...payslipKeys.all, 'latest'] as const,
  lists: () => [...payslipKeys.all, 'list'] as const,
  list: (query: PayslipListQuery) => [...payslipKeys.lists(), query] as const,
  detail: (id: number) => [...payslipKeys.all, 'detail', id] as const,
}
