import { hrReadControl } from './hr-reads'
import { identityControl } from './identity'
import { payslipControl } from './payslips'
import { privacyControl } from './privacy'
import { pushControl } from './pushes'
import { requestControl } from './requests'
import { serverControl } from './server'

/**
 * The control API as typed functions, for Node tests and the browser's demo panel. The same actions
 * answer over HTTP under /__mock/ (http-handlers.ts) for Playwright and anything else that
 * can only fetch. A business area adds its actions (approve or deny a request, approve a
 * cancellation, publish a payslip) in mocks/control-api/<area>.ts and spreads them in here; client.ts is how anything that can only fetch calls them.
 */
export const control = {
  ...serverControl,
  ...identityControl,
  ...requestControl,
  ...payslipControl,
  ...hrReadControl,
  ...pushControl,
  ...privacyControl,
}

export type Control = typeof control
