import { identityControl } from './controls/identity'
import { payslipControl } from './controls/payslips'
import { requestControl } from './controls/requests'
import { serverControl } from './controls/server'

/**
 * The control API as typed functions, for Node tests and the browser's demo panel. The same actions
 * answer over HTTP under /__mock/ (mocks/handlers/control.ts) for Playwright and anything else that
 * can only fetch. A business area adds its actions (approve or deny a request, approve a
 * cancellation, publish a payslip) in mocks/controls/<area>.ts and spreads them in here.
 */
export const control = {
  ...serverControl,
  ...identityControl,
  ...requestControl,
  ...payslipControl,
}

export type Control = typeof control
