import type { z } from 'zod'
import { accessActorSchema, accessLogEntrySchema, privacyCategorySchema } from '../access-log'
import { twoFactorChallengeSchema } from '../auth'
import { certificatePurposeSchema, certificateRequestSchema } from '../certificate'
import { correctionFieldSchema, correctionRequestSchema } from '../correction'
import { dashboardSchema } from '../dashboard'
import {
  errorBodySchema,
  fieldErrorsSchema,
  okMessage,
  paginationMetaSchema,
  tooManyRequestsBodySchema,
} from '../envelope'
import { expenseRequestSchema, expenseTypeSchema } from '../expense'
import { storedAttachmentSchema } from '../fields'
import {
  calendarDaySchema,
  holidaySchema,
  leaveAccrualSchema,
  leaveBalanceOnDateSchema,
  leaveBalancePreviewSchema,
  leaveBalanceSchema,
  leaveRequestSchema,
  leaveTypeSchema,
} from '../leave'
import { moodEntrySchema } from '../mood'
import {
  bankAccountSchema,
  emergencyContactSchema,
  onboardingSchema,
  personalInfoSchema,
  socialBenefitsSchema,
} from '../onboarding'
import { payslipChangesSchema, payslipSchema, payslipSummarySchema, thirteenthMonthSchema } from '../payslip'
import { heldCategorySchema } from '../privacy-categories'
import { employmentSchema, profileSchema } from '../profile'
import { requestHistorySchema, requestStatusSchema } from '../requests'
import { adminHandoffSchema } from '../switch-account'
import { recoveryCodesSchema, recoveryCodeStatusSchema, twoFactorSetupSchema } from '../two-factor'
import { sessionSchema, userSchema } from '../user'

/** The contract's shared shapes, named as the document's components. */
export const namedSchemas: Record<string, z.ZodTypeAny> = {
  ErrorBody: errorBodySchema,
  TooManyRequestsBody: tooManyRequestsBodySchema,
  FieldErrors: fieldErrorsSchema,
  MessageOnly: okMessage,
  PaginationMeta: paginationMetaSchema,
  User: userSchema,
  Session: sessionSchema,
  TwoFactorChallenge: twoFactorChallengeSchema,
  TwoFactorSetup: twoFactorSetupSchema,
  RecoveryCodes: recoveryCodesSchema,
  RecoveryCodeStatus: recoveryCodeStatusSchema,
  AdminHandoff: adminHandoffSchema,
  Profile: profileSchema,
  Employment: employmentSchema,
  PersonalInfo: personalInfoSchema,
  EmergencyContact: emergencyContactSchema,
  BankAccount: bankAccountSchema,
  SocialBenefits: socialBenefitsSchema,
  Onboarding: onboardingSchema,
  Dashboard: dashboardSchema,
  MoodEntry: moodEntrySchema,
  RequestStatus: requestStatusSchema,
  RequestHistory: requestHistorySchema,
  StoredAttachment: storedAttachmentSchema,
  LeaveType: leaveTypeSchema,
  LeaveRequest: leaveRequestSchema,
  LeaveBalance: leaveBalanceSchema,
  LeaveAccrual: leaveAccrualSchema,
  LeaveBalanceOnDate: leaveBalanceOnDateSchema,
  LeaveBalancePreview: leaveBalancePreviewSchema,
  Holiday: holidaySchema,
  CalendarDay: calendarDaySchema,
  ExpenseType: expenseTypeSchema,
  ExpenseRequest: expenseRequestSchema,
  CertificatePurpose: certificatePurposeSchema,
  CertificateRequest: certificateRequestSchema,
  CorrectionField: correctionFieldSchema,
  CorrectionRequest: correctionRequestSchema,
  Payslip: payslipSchema,
  PayslipSummary: payslipSummarySchema,
  ThirteenthMonth: thirteenthMonthSchema,
  PayslipChanges: payslipChangesSchema,
  PrivacyCategory: privacyCategorySchema,
  AccessLogEntry: accessLogEntrySchema,
  AccessActor: accessActorSchema,
  HeldCategory: heldCategorySchema,
}
