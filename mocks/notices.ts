import type { NotificationRecord } from '@contract/notifications'
import type { CorrectionField, LeaveType, NotificationTopic } from '@contract/options'
import type { RequestStatus } from '@contract/requests'
import { manilaDate } from './clock'
import { correctionFieldWords } from './rules/correction-fields'
import { isConfidentialLeave } from './rules/statutory-leave'
import { dateRange, dateTimeWords, expenseTypeWords, leaveTypeWords, statusWords } from './wording'

/**
 * What the server tells an employee about their own requests, payslips and account: one wording,
 * shown in the app, e-mailed and (as its topic only) pushed by mocks/notify.ts. A notice never names
 * an amount, a government number or a bank account (docs/product/notifications.md): the e-mail links
 * to the app, where the person signs in to see the figures. mocks/outbox.ts holds the e-mails that are
 * not notices (codes, links, the company's activation).
 */
export type Notice = {
  topic: NotificationTopic
  title: string
  body: string
  remarks: string | null
  record: NotificationRecord | null
}

type Leave = { id: number; type: LeaveType; date_started: string; date_finished: string }
type Expense = { id: number; type: string; created_at: string }
type Certificate = { id: number; created_at: string }
type Correction = { id: number; field: CorrectionField }

const capitalised = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`

const IF_NOT_YOU = 'If this was not you, change your password and contact your administrator now.'

const security = (title: string, body: string): Notice => ({
  topic: 'security',
  title,
  body,
  remarks: null,
  record: null,
})

/** "training request", "item request"; an expense of the type Others is just an "expense request". */
const expenseRequestWords = (type: string) =>
  type === 'others' ? 'expense request' : `${expenseTypeWords(type)} request`

/**
 * "item request filed on 20 Nov 2026": the item name is the employee's free text, which may name a
 * price or more than an e-mail should carry, so the notice names the request by its type and date.
 */
const expenseWords = (expense: Expense) =>
  `${expenseRequestWords(expense.type)} filed on ${dateRange(manilaDate(expense.created_at))}`

/**
 * "certificate of employment request filed on 20 Nov 2026": the purpose and addressee are the
 * employee's own words, which an e-mail need not carry.
 */
const certificateWords = (certificate: Certificate) =>
  `certificate of employment request filed on ${dateRange(manilaDate(certificate.created_at))}`

/**
 * "correction of your TIN": the field only, never the value, which may be a government or account number
 * (docs/product/privacy.md#corrections).
 */
const correctionWords = (correction: Correction) => `correction of your ${correctionFieldWords(correction.field)}`

/**
 * A confidential leave (VAWC, special leave for women) is only a "leave request" in a notice: e-mails and
 * lock screens are read over shoulders (docs/decisions/0047-confidential-leave.md).
 */
const leaveTypeNamed = (type: LeaveType) => (isConfidentialLeave(type) ? 'leave request' : leaveTypeWords(type))

const leaveWords = (leave: Leave) =>
  `${leaveTypeNamed(leave.type)} for ${dateRange(leave.date_started, leave.date_finished)}`

export const notices = {
  leaveDecided: (leave: Leave & { status: RequestStatus }, remarks: string | null): Notice => ({
    topic: 'leave_decided',
    title: `${capitalised(leaveTypeNamed(leave.type))} ${statusWords(leave.status)}`,
    body: `Your ${leaveWords(leave)} was ${statusWords(leave.status)}.`,
    remarks,
    record: { kind: 'leave', id: leave.id },
  }),
  leaveCancellationDecided: (leave: Leave, approved: boolean, remarks: string | null): Notice => ({
    topic: 'leave_cancellation_decided',
    title: approved ? 'Leave cancelled' : 'Leave cancellation not approved',
    body: approved
      ? `HR approved the cancellation of your ${leaveWords(leave)}; the days are back in your balance.`
      : `HR did not approve the cancellation of your ${leaveWords(leave)}; the leave stays approved.`,
    remarks,
    record: { kind: 'leave', id: leave.id },
  }),
  leaveStartingTomorrow: (leave: Leave): Notice => ({
    topic: 'leave_starting',
    title: 'Your leave starts tomorrow',
    body: `Your ${leaveWords(leave)} starts tomorrow. Enjoy your time off.`,
    remarks: null,
    record: { kind: 'leave', id: leave.id },
  }),
  expenseDecided: (expense: Expense & { status: RequestStatus }, remarks: string | null): Notice => ({
    topic: 'expense_decided',
    title: `Expense request ${statusWords(expense.status)}`,
    body: `Your ${expenseWords(expense)} was ${statusWords(expense.status)}.`,
    remarks,
    record: { kind: 'expense', id: expense.id },
  }),
  expenseCancellationDecided: (expense: Expense, approved: boolean, remarks: string | null): Notice => ({
    topic: 'expense_cancellation_decided',
    title: approved ? 'Expense request cancelled' : 'Expense cancellation not approved',
    body: approved
      ? `HR approved the cancellation of your ${expenseWords(expense)}.`
      : `HR did not approve the cancellation of your ${expenseWords(expense)}; it stays approved.`,
    remarks,
    record: { kind: 'expense', id: expense.id },
  }),
  certificateDecided: (certificate: Certificate & { status: RequestStatus }, remarks: string | null): Notice => ({
    topic: 'certificate_decided',
    title: `Certificate of employment ${statusWords(certificate.status)}`,
    body:
      certificate.status === 'approved'
        ? `Your ${certificateWords(certificate)} was approved; the certificate is ready to download.`
        : `Your ${certificateWords(certificate)} was ${statusWords(certificate.status)}.`,
    remarks,
    record: { kind: 'certificate', id: certificate.id },
  }),
  certificateCancellationDecided: (certificate: Certificate, approved: boolean, remarks: string | null): Notice => ({
    topic: 'certificate_cancellation_decided',
    title: approved ? 'Certificate request cancelled' : 'Certificate cancellation not approved',
    body: approved
      ? `HR approved the cancellation of your ${certificateWords(certificate)}.`
      : `HR did not approve the cancellation of your ${certificateWords(certificate)}; it stays approved.`,
    remarks,
    record: { kind: 'certificate', id: certificate.id },
  }),
  correctionDecided: (correction: Correction & { status: RequestStatus }, remarks: string | null): Notice => ({
    topic: 'correction_decided',
    title: `Correction ${statusWords(correction.status)}`,
    body:
      correction.status === 'approved'
        ? `Your ${correctionWords(correction)} was approved; your profile shows the new value.`
        : `Your ${correctionWords(correction)} was ${statusWords(correction.status)}.`,
    remarks,
    record: { kind: 'correction', id: correction.id },
  }),
  correctionCancellationDecided: (correction: Correction, approved: boolean, remarks: string | null): Notice => ({
    topic: 'correction_decided',
    title: approved ? 'Correction cancelled' : 'Correction cancellation not approved',
    body: approved
      ? `HR approved the cancellation of your ${correctionWords(correction)}; your profile shows the earlier value again.`
      : `HR did not approve the cancellation of your ${correctionWords(correction)}; it stays approved.`,
    remarks,
    record: { kind: 'correction', id: correction.id },
  }),
  payslipPublished: (payslip: { id: number; period_start: string; period_end: string; pay_date: string }): Notice => ({
    topic: 'payslip_published',
    title: 'Your payslip is ready',
    body: `Your payslip for ${dateRange(payslip.period_start, payslip.period_end)} is ready; it is paid on ${dateRange(payslip.pay_date)}.`,
    remarks: null,
    record: { kind: 'payslip', id: payslip.id },
  }),
  passwordReset: () =>
    security(
      'Your password was changed',
      `The password of your Empleo account was reset with an e-mailed code or link, and every session was signed out. ${IF_NOT_YOU}`,
    ),
  passwordChanged: () =>
    security(
      'Your password was changed',
      `The password of your Empleo account was changed from your profile, and your other sessions were signed out. ${IF_NOT_YOU}`,
    ),
  twoFactorOn: () =>
    security(
      'Two-factor authentication is on',
      `Two-factor authentication was turned on for your Empleo account, and your other sessions were signed out. ${IF_NOT_YOU}`,
    ),
  twoFactorOff: () =>
    security(
      'Two-factor authentication is off',
      `Two-factor authentication was turned off for your Empleo account, and your other sessions were signed out. ${IF_NOT_YOU}`,
    ),
  recoveryCodesRegenerated: () =>
    security(
      'New recovery codes',
      `New two-factor recovery codes were made for your Empleo account; the old ones no longer work. ${IF_NOT_YOU}`,
    ),
  recoveryCodeUsed: (left: number) =>
    security(
      'A recovery code was used to sign in',
      `A recovery code was used to sign in to your Empleo account; ${left} of your recovery codes are left. ${IF_NOT_YOU}`,
    ),
  // It opens Sessions and devices, where that browser can be signed out.
  newDevice: (device: string): Notice => ({
    ...security(
      'Sign-in from a new device',
      `Your Empleo account was signed in to from a browser it had not seen before (${device}). ${IF_NOT_YOU}`,
    ),
    record: { kind: 'sessions', id: null },
  }),
  // The token stays in the app: the notice opens the page, where only the person's own session downloads it.
  dataExportReady: (expiresAt: string): Notice => ({
    topic: 'data_export_ready',
    title: 'Your data is ready to download',
    body: `The copy of your data you asked for is ready. Download it from the privacy centre by ${dateTimeWords(expiresAt)} (Manila time).`,
    remarks: null,
    record: { kind: 'data_export', id: null },
  }),
}
