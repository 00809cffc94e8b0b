import type { ListQueryRules } from './list-query-rules'
import {
  certificatePurposeValues,
  correctionFieldValues,
  expenseTypeValues,
  leaveTypeValues,
  notificationStateValues,
  notificationTopicValues,
  requestStatusValues,
} from './options.ts'
import { accessActorRoleValues, privacyCategoryValues } from './privacy-values.ts'

/**
 * The lists' queries (docs/product/records.md), as plain data: the contract's schemas are built
 * from these (`listQuerySchema`), and the list routes read their search with them, without zod.
 */

export const leaveListQuery = {
  sortFields: ['updated_at', 'created_at', 'date_started', 'date_finished', 'type', 'status'],
  defaultSort: '-updated_at',
  filters: {
    search: { kind: 'text', max: 100 },
    status: { kind: 'oneOf', values: requestStatusValues },
    leave_type: { kind: 'oneOf', values: leaveTypeValues },
    date_started: { kind: 'date', field: 'start date filter' },
    date_finished: { kind: 'date', field: 'end date filter' },
  },
} as const satisfies ListQueryRules

export const expenseListQuery = {
  sortFields: ['updated_at', 'created_at', 'item_name', 'costing', 'type', 'status'],
  defaultSort: '-updated_at',
  filters: {
    search: { kind: 'text', max: 100 },
    status: { kind: 'oneOf', values: requestStatusValues },
    item_type: { kind: 'oneOf', values: expenseTypeValues },
    date_started: { kind: 'date', field: 'start date filter' },
    date_finished: { kind: 'date', field: 'end date filter' },
  },
} as const satisfies ListQueryRules

export const certificateListQuery = {
  sortFields: ['updated_at', 'created_at', 'needed_by', 'purpose', 'status'],
  defaultSort: '-updated_at',
  filters: {
    search: { kind: 'text', max: 100 },
    status: { kind: 'oneOf', values: requestStatusValues },
    purpose: { kind: 'oneOf', values: certificatePurposeValues },
    date_started: { kind: 'date', field: 'start date filter' },
    date_finished: { kind: 'date', field: 'end date filter' },
  },
} as const satisfies ListQueryRules

export const correctionListQuery = {
  sortFields: ['updated_at', 'created_at', 'field', 'status'],
  defaultSort: '-updated_at',
  filters: {
    search: { kind: 'text', max: 100 },
    status: { kind: 'oneOf', values: requestStatusValues },
    field: { kind: 'oneOf', values: correctionFieldValues },
    date_started: { kind: 'date', field: 'start date filter' },
    date_finished: { kind: 'date', field: 'end date filter' },
  },
} as const satisfies ListQueryRules

export const payslipListQuery = {
  sortFields: ['created_at', 'pay_date', 'net_pay'],
  defaultSort: '-created_at',
  filters: {
    payslip_year: { kind: 'whole', min: 2000, max: 2100 },
    payslip_month: { kind: 'whole', min: 1, max: 12 },
  },
} as const satisfies ListQueryRules

export const notificationListQuery = {
  /** `read` puts the unread first (newest first among each); `-created_at` is newest first. */
  sortFields: ['created_at', 'read'],
  defaultSort: '-created_at',
  filters: {
    state: { kind: 'oneOf', values: notificationStateValues },
    topic: { kind: 'oneOf', values: notificationTopicValues },
  },
} as const satisfies ListQueryRules

/** The person's access log (docs/product/privacy.md#access-log): newest first, by category and by who acted. */
export const accessLogListQuery = {
  sortFields: ['at'],
  defaultSort: '-at',
  filters: {
    category: { kind: 'oneOf', values: privacyCategoryValues },
    actor_role: { kind: 'oneOf', values: accessActorRoleValues },
  },
} as const satisfies ListQueryRules
