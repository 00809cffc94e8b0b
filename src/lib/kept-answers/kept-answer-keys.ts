import { queryRoots } from '@/lib/api/query-roots'

/**
 * The answers kept for reading offline (docs/product/offline.md#reading-offline): the dashboard, the leave and
 * expense lists and balances, the payslip list and the notifications. A payslip's own page is not: it is opened
 * (and marked viewed) on the server.
 */
const keptRoots = new Set<string>([
  queryRoots.dashboard[0],
  queryRoots.leave[0],
  queryRoots.expense[0],
  queryRoots.payslip[0],
  queryRoots.notifications[0],
])

export function isKeptAnswer(queryKey: readonly unknown[]): boolean {
  const [root, part] = queryKey
  return typeof root === 'string' && keptRoots.has(root) && !(root === queryRoots.payslip[0] && part === 'detail')
}
