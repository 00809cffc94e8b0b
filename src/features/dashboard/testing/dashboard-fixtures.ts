import type { Dashboard } from '@contract/dashboard'
import type { LeaveBalance } from '@contract/leave'
import type { PayslipSummary, ThirteenthMonth } from '@contract/payslip'

/**
 * Dashboards as the mock answers them on Monday 23 November 2026 (mocks/test/use-seed-at.ts), for
 * stories and for tests that need a dashboard without the mock: one per employment type and a new hire.
 */

const holidays: Dashboard['upcoming_holidays'] = [
  { date: '2026-11-30', name: 'Bonifacio Day', type: 'regular' },
  { date: '2026-12-08', name: 'Feast of the Immaculate Conception of Mary', type: 'special_non_working' },
  { date: '2026-12-24', name: 'Christmas Eve', type: 'special_non_working' },
  { date: '2026-12-25', name: 'Christmas Day', type: 'regular' },
  { date: '2026-12-30', name: 'Rizal Day', type: 'regular' },
]

type Mood = Dashboard['mood']['today']

/** The 7 working days up to the fixtures' today, with these moods. */
const trendOf = (moods: Mood[]): Dashboard['mood']['trend'] =>
  ['2026-11-13', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23'].map(
    (date, day) => ({ date, mood: moods[day] ?? null }),
  )

export const FIXTURE_TODAY = '2026-11-23'

const regularPayslip: PayslipSummary = {
  id: 27,
  payslip_year: 2026,
  payslip_month: 11,
  cutoff: 'first_half',
  period_start: '2026-11-01',
  period_end: '2026-11-15',
  pay_date: '2026-11-13',
  basic_pay: 29250,
  gross_pay: 30250,
  total_deductions: 4819.2,
  net_pay: 25430.8,
  currency: 'PHP',
  viewed_at: null,
  created_at: '2026-11-12T02:00:00.000Z',
}

/** Maria's 2026 so far: 21 cut-offs of ₱29,250 less a day of leave without pay, over 12. */
const regularThirteenthMonth: ThirteenthMonth = {
  year: 2026,
  earned_so_far: 50963.36,
  basic_pay_counted: 611560.34,
  payslips_counted: 21,
  due_on: '2026-12-24',
  tax_exempt_ceiling: 90000,
  other_benefits_so_far: 0,
  tax_exempt_part: 50963.36,
  taxable_part: 0,
  paid: null,
}

const noThirteenthMonthYet: ThirteenthMonth = {
  ...regularThirteenthMonth,
  earned_so_far: 0,
  basic_pay_counted: 0,
  payslips_counted: 0,
  tax_exempt_part: 0,
}

export const regularDashboard: Dashboard = {
  leave_balances: [
    { type: 'vacation', entitled_days: 15, used_days: 8.5, pending_days: 0.5, remaining_days: 6, accrual: null },
    { type: 'sick', entitled_days: 10, used_days: 3, pending_days: 0, remaining_days: 7, accrual: null },
    { type: 'emergency', entitled_days: 3, used_days: 1, pending_days: 0, remaining_days: 2, accrual: null },
    { type: 'bereavement leave', entitled_days: 3, used_days: 2, pending_days: 0, remaining_days: 1, accrual: null },
    { type: 'maternity leave', entitled_days: 105, used_days: 0, pending_days: 0, remaining_days: 105, accrual: null },
  ],
  pending_requests: { leave: 2, expense: 3, certificate: 1 },
  upcoming_holidays: holidays,
  upcoming_leaves: [
    { id: 11, type: 'half day-afternoon', date_started: '2026-12-01', date_finished: '2026-12-01', status: 'pending' },
    { id: 12, type: 'vacation', date_started: '2026-12-07', date_finished: '2026-12-10', status: 'approved' },
    { id: 13, type: 'vacation', date_started: '2026-12-23', date_finished: '2026-12-28', status: 'for_cancellation' },
    { id: 14, type: 'vacation', date_started: '2027-01-07', date_finished: '2027-01-08', status: 'pending' },
  ],
  latest_payslip: regularPayslip,
  unviewed_payslips: 2,
  thirteenth_month: regularThirteenthMonth,
  mood: {
    today: null,
    trend: trendOf(['okay', 'bad', 'great', null, 'great', 'good', null]),
  },
}

const probationaryBalances: LeaveBalance[] = [
  { type: 'vacation', entitled_days: 5, used_days: 0, pending_days: 1, remaining_days: 4, accrual: null },
  { type: 'sick', entitled_days: 5, used_days: 1, pending_days: 0, remaining_days: 4, accrual: null },
  { type: 'emergency', entitled_days: 2, used_days: 0, pending_days: 0, remaining_days: 2, accrual: null },
  { type: 'bereavement leave', entitled_days: 3, used_days: 0, pending_days: 0, remaining_days: 3, accrual: null },
]

export const probationaryDashboard: Dashboard = {
  ...regularDashboard,
  leave_balances: probationaryBalances,
  pending_requests: { leave: 1, expense: null, certificate: 0 },
  upcoming_leaves: [
    { id: 17, type: 'vacation', date_started: '2026-12-14', date_finished: '2026-12-14', status: 'pending' },
  ],
  latest_payslip: {
    ...regularPayslip,
    id: 31,
    basic_pay: 12000,
    gross_pay: 13000,
    total_deductions: 1087.53,
    net_pay: 11912.47,
  },
  unviewed_payslips: 1,
  thirteenth_month: {
    ...regularThirteenthMonth,
    earned_so_far: 4000,
    basic_pay_counted: 48000,
    payslips_counted: 4,
    tax_exempt_part: 4000,
  },
}

export const contractorDashboard: Dashboard = {
  leave_balances: null,
  pending_requests: { leave: null, expense: null, certificate: null },
  upcoming_holidays: holidays,
  upcoming_leaves: null,
  latest_payslip: null,
  unviewed_payslips: null,
  thirteenth_month: null,
  mood: {
    today: null,
    trend: trendOf([null, 'good', null, 'good', 'okay', null, null]),
  },
}

/** A probationary employee in their first days: everything is theirs, nothing has happened yet. */
export const newHireDashboard: Dashboard = {
  leave_balances: probationaryBalances.map((balance) => ({
    ...balance,
    used_days: 0,
    pending_days: 0,
    remaining_days: balance.entitled_days,
  })),
  pending_requests: { leave: 0, expense: null, certificate: 0 },
  upcoming_holidays: holidays,
  upcoming_leaves: [],
  latest_payslip: null,
  unviewed_payslips: 0,
  thirteenth_month: noThirteenthMonthYet,
  mood: { today: null, trend: trendOf([]) },
}
