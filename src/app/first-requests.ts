// Relative, with its extension: the build reads this file too (scripts/bundle/route-preloads.ts), under
// Node's own TypeScript loader, which knows no aliases.
import { contractRoutes } from '../../contract/route-table.gen.ts'

/**
 * The GETs an employee page sends first whose address the page's own fixes alone: no search, no date,
 * no id, and no effect on the server (reading a payslip marks it viewed, so it is not here). The
 * landing gate sends them with the stored token before the app's scripts have run, and the API client
 * takes their answers instead of asking again (docs/decisions/0045-first-data-from-the-gate.md).
 * `src/routes/-tests/first-requests.test.tsx` opens each page and requires each request taken.
 */
export const firstRequests: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': [contractRoutes.dashboard.get.path],
  '/profile': [contractRoutes.profile.get.path],
  '/onboard': [contractRoutes.onboarding.get.path],
}
