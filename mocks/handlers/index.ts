import { API_PREFIX, contract } from '@contract'
import { unservedRequests } from '../adapter'
import { accessLogHandlers } from './access-log'
import { authHandlers } from './auth'
import { certificateHandlers } from './certificate'
import { correctionHandlers } from './correction'
import { controlHandlers } from '../control-api/http-handlers'
import { dashboardHandlers } from './dashboard'
import { dataExportHandlers } from './data-export'
import { expenseHandlers } from './expense'
import { fileHandlers } from './files'
import { leaveHandlers } from './leave'
import { moodHandlers } from './mood'
import { notificationHandlers } from './notifications'
import { onboardingHandlers } from './onboarding'
import { payslipHandlers } from './payslip'
import { privacyCategoryHandlers } from './privacy-categories'
import { privacyConsentHandlers } from './privacy-consent'
import { profileHandlers } from './profile'
import { sessionHandlers } from './sessions'
import { signupHandlers } from './signup'
import { switchAccountHandlers } from './switch-account'
import { taxCertificateHandlers } from './tax-certificates'
import { twoFactorHandlers } from './two-factor'

/**
 * Every handler of the mock, one module per contract resource. A business area adds its module's
 * list here (leaveHandlers, expenseHandlers, ...), before the catch-all.
 */
export const handlers = [
  ...signupHandlers,
  ...authHandlers,
  ...twoFactorHandlers,
  ...sessionHandlers,
  ...switchAccountHandlers,
  ...profileHandlers,
  ...onboardingHandlers,
  ...dashboardHandlers,
  ...moodHandlers,
  ...leaveHandlers,
  ...expenseHandlers,
  ...certificateHandlers,
  ...correctionHandlers,
  ...taxCertificateHandlers,
  ...payslipHandlers,
  ...fileHandlers,
  ...notificationHandlers,
  ...accessLogHandlers,
  ...privacyCategoryHandlers,
  ...dataExportHandlers,
  ...privacyConsentHandlers,
  ...controlHandlers,
  // What no route took: 405 for a known path asked with another method, 404 for any other API path.
  unservedRequests(contract, API_PREFIX),
]
