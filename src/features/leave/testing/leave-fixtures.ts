import type { Holiday, LeaveBalance, LeaveRequest, LeaveTypeRule } from '@contract/leave'
import { leaveTypeValues, requestStatusValues } from '@contract/options'

/** Stories' leave data: Maria Santos's balances, a page of requests and November–December 2026's holidays. */

export const storyBalances: LeaveBalance[] = [
  { type: 'vacation', entitled_days: 15, used_days: 8.5, pending_days: 0.5, remaining_days: 6, accrual: null },
  { type: 'sick', entitled_days: 10, used_days: 3, pending_days: 0, remaining_days: 7, accrual: null },
  { type: 'emergency', entitled_days: 3, used_days: 1, pending_days: 0, remaining_days: 2, accrual: null },
  { type: 'bereavement leave', entitled_days: 3, used_days: 2, pending_days: 0, remaining_days: 1, accrual: null },
]

export const usedUpBalances: LeaveBalance[] = storyBalances.map((balance) => ({
  ...balance,
  used_days: balance.entitled_days,
  pending_days: 0,
  remaining_days: 0,
}))

/** A few of GET /leaves/types' answers for Maria: one offered with its document, one not offered and why. */
export const storyLeaveTypes: LeaveTypeRule[] = [
  {
    type: 'solo parent leave',
    offered: true,
    reason_not_offered: null,
    limit: { days: 7, unit: 'working_days', per: 'year' },
    documents_required: ['solo parent ID'],
    help: 'Up to 7 working days with pay a year for a solo parent who has worked at least 6 months. Attach your solo parent ID.',
    confidential: false,
    convertible_to_cash: false,
    source: 'RA 11861 (Expanded Solo Parents Welfare Act)',
  },
  {
    type: 'paternity leave',
    offered: false,
    reason_not_offered: 'Paternity leave is only for male employees (RA 8187).',
    limit: { days: 7, unit: 'working_days', per: 'delivery' },
    documents_required: [],
    help: '7 days with pay for a married man, for each of the first 4 deliveries of his lawful wife.',
    confidential: false,
    convertible_to_cash: false,
    source: 'RA 8187 (Paternity Leave Act of 1996)',
  },
]

export const storyHolidays: Holiday[] = [
  { date: '2026-11-30', name: 'Bonifacio Day', type: 'regular' },
  { date: '2026-12-08', name: 'Feast of the Immaculate Conception of Mary', type: 'special_non_working' },
  { date: '2026-12-24', name: 'Christmas Eve', type: 'special_non_working' },
  { date: '2026-12-25', name: 'Christmas Day', type: 'regular' },
  { date: '2026-12-30', name: 'Rizal Day', type: 'regular' },
  { date: '2026-12-31', name: 'Last Day of the Year', type: 'special_non_working' },
]

const reasons = ['Family trip to Siargao', 'Flu with high fever', 'Dental appointment', 'Moving house']

export const storyLeaves: LeaveRequest[] = Array.from({ length: 12 }, (_, index) => {
  const day = String(index + 1).padStart(2, '0')
  const status = requestStatusValues[index % requestStatusValues.length]!
  return {
    id: index + 1,
    type: leaveTypeValues[index % 4]!,
    date_started: `2026-10-${day}`,
    date_finished: `2026-10-${day}`,
    days: 1,
    reason: reasons[index % 4]!,
    status,
    cancel_reason: status === 'for_cancellation' ? 'The trip was called off.' : null,
    remarks: null,
    attachments: [],
    history: [{ status: 'pending', at: `2026-09-${day}T01:00:00+08:00`, by: 'Maria Santos', note: null }],
    created_at: `2026-09-${day}T01:00:00+08:00`,
    updated_at: `2026-11-${String(20 - index).padStart(2, '0')}T09:00:00+08:00`,
  }
})

/** An approved sick leave with its certificate and the whole history. */
export const approvedSickLeave: LeaveRequest = {
  id: 2,
  type: 'sick',
  date_started: '2026-11-18',
  date_finished: '2026-11-19',
  days: 2,
  reason: 'Flu with high fever; medical certificate attached.',
  status: 'approved',
  cancel_reason: null,
  remarks: 'Get well soon.',
  attachments: [
    {
      id: 7,
      file_name: 'medical-certificate.pdf',
      mime_type: 'application/pdf',
      size: 48_213,
      url: 'https://example.invalid/files/abc.pdf?expires=1&signature=x',
    },
  ],
  history: [
    { status: 'pending', at: '2026-11-20T08:10:00+08:00', by: 'Maria Santos', note: null },
    { status: 'approved', at: '2026-11-20T14:32:00+08:00', by: 'Andrea Cruz', note: 'Get well soon.' },
  ],
  created_at: '2026-11-20T08:10:00+08:00',
  updated_at: '2026-11-20T14:32:00+08:00',
}
