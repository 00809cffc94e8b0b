// Relative, with their extensions: the build reads this file too (scripts/bundle/route-preloads.ts),
// under Node's own TypeScript loader, which knows no aliases.
import { getCompleteUrl, type AppRoute } from '@ts-rest/core'
import {
  certificateListQuery,
  expenseListQuery,
  leaveListQuery,
  payslipListQuery,
} from '../../contract/list-queries.ts'
import { readListQuery, type ListQueryRules } from '../../contract/list-query-rules.ts'
import { contractRoutes } from '../../contract/route-table.gen.ts'

/** A list's first page as a page asks for it at its address without a search: every part at its default. */
const firstPageOf = (route: { path: string }, rules: ListQueryRules) =>
  getCompleteUrl(readListQuery(rules, {}).query, '', {}, route as AppRoute, false)

/**
 * The GETs an employee page sends first whose address the page's own fixes alone: no date, no id, no
 * effect on the server (reading a payslip marks it viewed, so it is not here), and for a list its first
 * page at the defaults, sent only where the address has no search. The landing gate sends them with the
 * stored token before the app's scripts have run, and the API client takes their answers instead of
 * asking again (docs/decisions/0045-first-data-from-the-gate.md).
 * `src/routes/-tests/first-requests.test.tsx` opens each page and requires each request taken.
 */
export const firstRequests: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': [contractRoutes.dashboard.get.path],
  '/profile': [contractRoutes.profile.get.path],
  '/onboard': [contractRoutes.onboarding.get.path],
  // The notifications card holds the page's content back until it has them (decision 56).
  '/settings': [contractRoutes.notifications.preferences.path],
  '/leave': [firstPageOf(contractRoutes.leave.list, leaveListQuery), contractRoutes.leave.balances.path],
  '/item': [firstPageOf(contractRoutes.expense.list, expenseListQuery)],
  '/certificate': [firstPageOf(contractRoutes.certificate.list, certificateListQuery)],
  '/payslip': [
    firstPageOf(contractRoutes.payslip.list, payslipListQuery),
    contractRoutes.payslip.latest.path,
    contractRoutes.payslip.thirteenthMonth.path,
  ],
}
