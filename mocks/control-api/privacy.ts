import { z } from 'zod'
import { findUserByEmail } from '../db/users'
import { publishNotice } from '../rules/privacy-consent'
import { teamMoodThisWeek } from '../rules/team-mood'
import { ControlError, controlRoute } from './control-route'

/** What the company's HR does about privacy and the mood meter, outside the employee API. */

function companyOf(email: string) {
  const user = findUserByEmail(email)
  if (!user?.company_id) throw new ControlError(404, `No employee with the e-mail ${email}.`)
  return user.company_id
}

export const privacyControl = {
  /** The company of the employee publishes a new privacy notice: each employee acknowledges it before going on. */
  publishPrivacyNotice: (email: string) => publishNotice(companyOf(email)),

  /** HR's mood figure for the employee's company this week: only the answers of those who share them. */
  teamMood: (email: string) => teamMoodThisWeek(companyOf(email)),
}

const email = z.string().min(1)

export const privacyControlRoutes = [
  controlRoute(
    'POST',
    '/privacy-notice/publish',
    "Publish a new privacy notice at the employee's company (email)",
    z.object({ email }),
    ({ email }) => privacyControl.publishPrivacyNotice(email),
  ),
  controlRoute(
    'GET',
    '/mood/team',
    "HR's mood figure this week at the employee's company (?email=): sharing people only",
    z.object({ email }),
    ({ email }) => privacyControl.teamMood(email),
  ),
]
