import { seedAccessLog } from './access-log'
import type { AreaSeeder } from './context'
import { seedEmployeeRecords } from './employee-records'
import { seedExpense } from './expense'
import { forgetUploadedFiles } from './files'
import { seedLeave } from './leave'
import { seedMood } from './mood'
import { seedNotifications } from './notifications'
import { seedPayslips } from './payslips'
import { seedPrivacyConsent } from './privacy-consent'

/**
 * The extension point of the seed: each business area (leave, expense, payslip, mood, dashboard,
 * onboarding, profile) adds its seeder here. They run in this order, after identity, and each gets
 * the persona and company ids it needs from the context.
 */
export const areaSeeders: AreaSeeder[] = [
  forgetUploadedFiles,
  // Records first: leave rules read the gender, payroll the salary.
  seedEmployeeRecords,
  seedLeave,
  seedExpense,
  // After leave: approved leave without pay comes off the basic pay.
  seedPayslips,
  seedMood,
  // Last: it tells of the requests' decisions and the payslips seeded above.
  seedNotifications,
  // After the requests and payslips it tells of.
  seedAccessLog,
  seedPrivacyConsent,
]
