import type { LeaveType } from '@contract/options'
import type { RequestStatus } from '@contract/requests'
import { dateRange, expenseTypeWords, leaveTypeWords, pesos, statusWords } from './rules/wording'

/**
 * The e-mails the business side sends (mocks/outbox.ts holds the account ones): what a real server
 * tells an employee when HR decides a request or publishes a payslip.
 */
export type Draft = { subject: string; text: string }

const remarksLine = (remarks: string | null) => (remarks ? ` Remarks: ${remarks}` : '')

export const notices = {
  leaveDecided: (
    leave: { type: LeaveType; date_started: string; date_finished: string; status: RequestStatus },
    remarks: string | null,
  ): Draft => ({
    subject: `Your ${leaveTypeWords(leave.type)} request was ${statusWords(leave.status)}`,
    text: `Your ${leaveTypeWords(leave.type)} for ${dateRange(leave.date_started, leave.date_finished)} is now ${statusWords(leave.status)}.${remarksLine(remarks)}`,
  }),
  leaveCancellationDecided: (
    leave: { type: LeaveType; date_started: string; date_finished: string },
    approved: boolean,
    remarks: string | null,
  ): Draft => ({
    subject: approved ? 'Your leave was cancelled' : 'Your leave cancellation was not approved',
    text: approved
      ? `HR approved the cancellation of your ${leaveTypeWords(leave.type)} for ${dateRange(leave.date_started, leave.date_finished)}; the days are back in your balance.${remarksLine(remarks)}`
      : `HR did not approve the cancellation of your ${leaveTypeWords(leave.type)} for ${dateRange(leave.date_started, leave.date_finished)}; the leave stays approved.${remarksLine(remarks)}`,
  }),
  expenseDecided: (
    expense: { type: string; item_name: string; costing: number; status: RequestStatus },
    remarks: string | null,
  ): Draft => ({
    subject: `Your expense request was ${statusWords(expense.status)}`,
    text: `Your ${expenseTypeWords(expense.type)} request "${expense.item_name}" (${pesos(expense.costing)}) is now ${statusWords(expense.status)}.${remarksLine(remarks)}`,
  }),
  expenseCancellationDecided: (
    expense: { type: string; item_name: string; costing: number },
    approved: boolean,
    remarks: string | null,
  ): Draft => ({
    subject: approved ? 'Your expense request was cancelled' : 'Your expense cancellation was not approved',
    text: approved
      ? `HR approved the cancellation of your ${expenseTypeWords(expense.type)} request "${expense.item_name}" (${pesos(expense.costing)}).${remarksLine(remarks)}`
      : `HR did not approve the cancellation of your ${expenseTypeWords(expense.type)} request "${expense.item_name}" (${pesos(expense.costing)}); it stays approved.${remarksLine(remarks)}`,
  }),
  payslipPublished: (period: {
    period_start: string
    period_end: string
    pay_date: string
    net_pay: number
  }): Draft => ({
    subject: 'Your payslip is ready',
    text: `Your payslip for ${dateRange(period.period_start, period.period_end)} is ready in Empleo. Net pay of ${pesos(period.net_pay)} is paid on ${dateRange(period.pay_date)}.`,
  }),
  onboardingComplete: (): Draft => ({
    subject: 'Welcome aboard: your Empleo onboarding is complete',
    text: 'You have completed onboarding and chosen your own password. You can now use every part of Empleo open to you.',
  }),
  passwordChangedHere: (): Draft => ({
    subject: 'Your Empleo password was changed',
    text: 'The password of your Empleo account was changed from your profile, and your other sessions were signed out. If this was not you, contact your administrator now.',
  }),
}
