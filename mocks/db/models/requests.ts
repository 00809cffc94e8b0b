import { nullable } from '@mswjs/data'
import type { ExpenseRequest } from '@contract/expense'
import type { CertificatePurpose, CorrectionField } from '@contract/options'
import type { LeaveType } from '@contract/options'
import type { RequestStatus } from '@contract/requests'
import { autoIncrement } from '../sequence'

/**
 * What employees file and HR decides: leave, expense (item), certificate of employment and correction requests, and one shared timeline of
 * their status changes. The timeline is its own table because it only ever grows: appending a row is
 * O(1), where rewriting a request row costs a scan in @mswjs/data.
 */

type ExpenseType = ExpenseRequest['type']
export type RequestKind = 'leave' | 'expense' | 'certificate' | 'correction'

export const requestModels = {
  leave_request: {
    id: autoIncrement('leave_request'),
    user_id: Number,
    type: (): LeaveType => 'vacation',
    date_started: String,
    date_finished: String,
    /** Charged when filed (working days, or calendar days for maternity; 0.5 for half days). */
    days: Number,
    reason: String,
    /** Paternity leave only: the delivery it follows, so the first four deliveries can be counted (RA 8187). */
    delivery_date: nullable<string>(() => null),
    status: (): RequestStatus => 'pending',
    cancel_reason: nullable<string>(() => null),
    remarks: nullable<string>(() => null),
    /** A digest of what was submitted: a second identical submit within seconds returns this request. */
    submission_digest: String,
    created_at: String,
    updated_at: String,
  },

  expense_request: {
    id: autoIncrement('expense_request'),
    user_id: Number,
    type: (): ExpenseType => 'item',
    item_name: String,
    /** Pesos with centavos. */
    costing: Number,
    date_training_at: nullable<string>(() => null),
    date_training_finish_at: nullable<string>(() => null),
    description: nullable<string>(() => null),
    status: (): RequestStatus => 'pending',
    cancel_reason: nullable<string>(() => null),
    remarks: nullable<string>(() => null),
    submission_digest: String,
    created_at: String,
    updated_at: String,
  },

  certificate_request: {
    id: autoIncrement('certificate_request'),
    user_id: Number,
    purpose: (): CertificatePurpose => 'bank_loan',
    /** Only for the purpose "other". */
    purpose_other: nullable<string>(() => null),
    /** null: "To whom it may concern". */
    addressee: nullable<string>(() => null),
    include_compensation: Boolean,
    /** HR's choice when approving: the pay shows only when asked and allowed; null until approved. */
    compensation_shown: nullable<boolean>(() => null),
    copies: Number,
    needed_by: String,
    status: (): RequestStatus => 'pending',
    cancel_reason: nullable<string>(() => null),
    remarks: nullable<string>(() => null),
    submission_digest: String,
    created_at: String,
    updated_at: String,
  },

  correction_request: {
    id: autoIncrement('correction_request'),
    user_id: Number,
    field: (): CorrectionField => 'last_name',
    /** As onboarding stores it; null removes an optional value (a middle name). */
    value: nullable<string>(() => null),
    reason: String,
    /** The value on record when HR approved it, to give back if HR approves its cancellation; never shown. */
    previous_value: nullable<string>(() => null),
    status: (): RequestStatus => 'pending',
    cancel_reason: nullable<string>(() => null),
    remarks: nullable<string>(() => null),
    submission_digest: String,
    created_at: String,
    updated_at: String,
  },

  request_status_change: {
    id: autoIncrement('request_status_change'),
    request_kind: (): RequestKind => 'leave',
    request_id: Number,
    status: (): RequestStatus => 'pending',
    at: String,
    /** The person's name, as the timeline shows it. */
    by: String,
    note: nullable<string>(() => null),
  },
}
