import { accessLogContract } from './access-log'
import { authContract } from './auth'
import { certificateContract } from './certificate'
import { correctionContract } from './correction'
import { dashboardContract } from './dashboard'
import { dataExportContract } from './data-export'
import { errorResponses } from './envelope'
import { expenseContract } from './expense'
import { filesContract } from './files'
import { leaveContract } from './leave'
import { moodContract } from './mood'
import { notificationContract } from './notifications'
import { onboardingContract } from './onboarding'
import { payslipContract } from './payslip'
import { privacyCategoriesContract } from './privacy-categories'
import { privacyConsentContract } from './privacy-consent'
import { profileContract } from './profile'
import { c } from './router'
import { sessionsContract } from './sessions'
import { signupContract } from './signup'
import { switchAccountContract } from './switch-account'
import { twoFactorContract } from './two-factor'

/** The employee API, one router per resource, all under /api/v1/employee. */
export const API_PREFIX = '/api/v1/employee'

export const contract = c.router(
  {
    signup: signupContract,
    auth: authContract,
    switchAccount: switchAccountContract,
    twoFactor: twoFactorContract,
    sessions: sessionsContract,
    profile: profileContract,
    onboarding: onboardingContract,
    dashboard: dashboardContract,
    mood: moodContract,
    leave: leaveContract,
    expense: expenseContract,
    certificate: certificateContract,
    correction: correctionContract,
    payslip: payslipContract,
    files: filesContract,
    notifications: notificationContract,
    accessLog: accessLogContract,
    privacyCategories: privacyCategoriesContract,
    dataExport: dataExportContract,
    privacyConsent: privacyConsentContract,
  },
  { pathPrefix: API_PREFIX, commonResponses: errorResponses, strictStatusCodes: true },
)

export type Contract = typeof contract
