import type { ExpenseRequest } from '@contract/expense'
import { expenseTypeValues, requestStatusValues } from '@contract/options'

/** Stories' expense data: a page of Maria Santos's requests and one approved training with its receipt. */

const items = [
  'AWS Certified Solutions Architect exam',
  'Ergonomic office chair',
  'Grab rides to the client site',
  'React Summit Manila',
]

export const storyExpenses: ExpenseRequest[] = Array.from({ length: 12 }, (_, index) => {
  const day = String(index + 1).padStart(2, '0')
  const status = requestStatusValues[index % requestStatusValues.length]!
  const type = expenseTypeValues[index % expenseTypeValues.length]!
  return {
    id: index + 1,
    type,
    item_name: items[index % items.length]!,
    costing: 1_240.5 + index * 1_000,
    currency: 'PHP',
    date_training_at: type === 'training' ? `2026-12-${day}` : null,
    date_training_finish_at: type === 'training' ? `2026-12-${day}` : null,
    description: null,
    status,
    cancel_reason: status === 'for_cancellation' ? 'Finance paid it directly.' : null,
    remarks: null,
    attachments: [],
    history: [{ status: 'pending', at: `2026-10-${day}T01:00:00+08:00`, by: 'Maria Santos', note: null }],
    created_at: `2026-10-${day}T01:00:00+08:00`,
    updated_at: `2026-11-${String(20 - index).padStart(2, '0')}T09:00:00+08:00`,
  }
})

/** An approved two-day training with its receipt and the whole history: it can be asked to be cancelled. */
export const approvedTraining: ExpenseRequest = {
  id: 2,
  type: 'training',
  item_name: 'React Summit Manila (2-day conference)',
  costing: 14_800,
  currency: 'PHP',
  date_training_at: '2026-12-03',
  date_training_finish_at: '2026-12-04',
  description: 'Conference ticket; talks on React Server Components and testing.',
  status: 'approved',
  cancel_reason: null,
  remarks: null,
  attachments: [
    {
      id: 9,
      file_name: 'react-summit-ticket.pdf',
      mime_type: 'application/pdf',
      size: 61_420,
      url: 'https://example.invalid/files/ticket.pdf?expires=1&signature=x',
    },
  ],
  history: [
    { status: 'pending', at: '2026-11-16T08:10:00+08:00', by: 'Maria Santos', note: null },
    { status: 'approved', at: '2026-11-17T14:32:00+08:00', by: 'Andrea Cruz', note: 'Enjoy the conference.' },
  ],
  created_at: '2026-11-16T08:10:00+08:00',
  updated_at: '2026-11-17T14:32:00+08:00',
}

/** A pending item, without receipts: it can be cancelled outright. */
export const pendingItem: ExpenseRequest = {
  ...approvedTraining,
  id: 5,
  type: 'item',
  item_name: '27-inch monitor (Dell P2723D)',
  costing: 18_990,
  date_training_at: null,
  date_training_finish_at: null,
  description: 'Second screen for code reviews.',
  status: 'pending',
  attachments: [],
  history: [approvedTraining.history[0]!],
  updated_at: approvedTraining.created_at,
}
