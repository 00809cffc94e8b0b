import { factory } from '@mswjs/data'
import { accessLogModels } from './models/access-log'
import { dataExportModels } from './models/data-export'
import { employeeRecordModels } from './models/employee-records'
import { fileModels } from './models/files'
import { idempotencyModels } from './models/idempotency'
import { identityModels } from './models/identity'
import { moodModels } from './models/mood'
import { notificationModels } from './models/notifications'
import { payrollModels } from './models/payroll'
import { privacyModels } from './models/privacy'
import { requestModels } from './models/requests'
import { stopMirroringToOtherTabs } from './no-mirror'

/**
 * Every table of the mock, one models file per area. A new area (leave, expense, payslip, ...) spreads
 * its models in here; persistence, reset and the control API pick the tables up from this object.
 */
export const models = {
  ...identityModels,
  ...employeeRecordModels,
  ...requestModels,
  ...fileModels,
  ...payrollModels,
  ...moodModels,
  ...notificationModels,
  ...accessLogModels,
  ...idempotencyModels,
  ...dataExportModels,
  ...privacyModels,
}

export const db = factory(models)
// One tab runs the mock (decision 31); rows mirrored between the tabs' copies only did harm.
stopMirroringToOtherTabs(db)

export type Database = typeof db
export type TableName = keyof typeof models
export type Row<T extends TableName> = ReturnType<Database[T]['getAll']>[number]

export type CompanyRow = Row<'company'>
export type UserRow = Row<'user'>
export type SessionRow = Row<'session'>
export type LeaveRequestRow = Row<'leave_request'>
export type ExpenseRequestRow = Row<'expense_request'>
export type CertificateRequestRow = Row<'certificate_request'>
export type CorrectionRequestRow = Row<'correction_request'>
export type StoredFileRow = Row<'stored_file'>
export type PayslipRow = Row<'payslip'>
export type NotificationRow = Row<'notification'>
export type AccessLogRow = Row<'access_log'>
export type DataExportRow = Row<'data_export'>
