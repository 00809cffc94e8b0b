import { API_PREFIX } from '@contract'
import { http } from 'msw'
import { notFound } from '../answers'
import { authHandlers } from './auth'
import { controlHandlers } from '../control-api/http-handlers'
import { dashboardHandlers } from './dashboard'
import { expenseHandlers } from './expense'
import { fileHandlers } from './files'
import { leaveHandlers } from './leave'
import { moodHandlers } from './mood'
import { onboardingHandlers } from './onboarding'
import { payslipHandlers } from './payslip'
import { profileHandlers } from './profile'
import { signupHandlers } from './signup'
import { switchAccountHandlers } from './switch-account'
import { twoFactorHandlers } from './two-factor'

/**
 * Every handler of the mock, one module per contract resource. A business area adds its module's
 * list here (leaveHandlers, expenseHandlers, ...), before the catch-all.
 */
export const handlers = [
  ...signupHandlers,
  ...authHandlers,
  ...twoFactorHandlers,
  ...switchAccountHandlers,
  ...profileHandlers,
  ...onboardingHandlers,
  ...dashboardHandlers,
  ...moodHandlers,
  ...leaveHandlers,
  ...expenseHandlers,
  ...payslipHandlers,
  ...fileHandlers,
  ...controlHandlers,
  // An API path no contract route serves answers as the server would, never with the dev server's HTML.
  http.all(`*${API_PREFIX}/*`, () => {
    const { status, body } = notFound('The requested resource was not found.')
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  }),
]
