import type { ApprovalControls } from './approvals-tab'
import type { AwaitingDecision } from './mock-controls'

// For stories: the requests of the main persona that wait on HR, as the control route lists them.
export const sampleAwaiting: AwaitingDecision[] = [
  {
    kind: 'expense',
    id: 10,
    status: 'for_cancellation',
    summary: 'Expense (others): Notarial fee for company documents (₱350.00)',
    reason: 'Finance paid the notary directly; no reimbursement needed.',
    updated_at: '2026-11-18T02:15:00.000Z',
    option: null,
  },
  {
    kind: 'leave',
    id: 41,
    status: 'for_cancellation',
    summary: 'Vacation Leave, 23 Dec 2026 to 28 Dec 2026',
    reason: 'A project deadline moved to that week; I will rebook later.',
    updated_at: '2026-11-19T03:15:00.000Z',
    option: null,
  },
  {
    kind: 'leave',
    id: 44,
    status: 'pending',
    summary: 'Vacation Leave, 7 Jan 2027 to 8 Jan 2027',
    reason: 'Family trip to Baguio.',
    updated_at: '2026-11-20T01:15:00.000Z',
    option: null,
  },
  {
    kind: 'expense',
    id: 5,
    status: 'pending',
    summary: 'Expense (item): 27-inch monitor (Dell P2723D) (₱18,990.00)',
    reason: 'Second screen for code reviews.',
    updated_at: '2026-11-21T01:15:00.000Z',
    option: null,
  },
  {
    kind: 'certificate',
    id: 3,
    status: 'pending',
    summary: 'Certificate of employment (Bank or housing loan), 2 copies, needed by 4 Dec 2026',
    reason: 'For BDO Unibank, Housing Loans',
    updated_at: '2026-11-22T01:15:00.000Z',
    option: 'Show the monthly basic pay (the employee asked for it)',
  },
]

type Decided = Awaited<ReturnType<ApprovalControls['approveLeave']>>

/**
 * The approval routes in memory: a decision takes the request off the list, or fails with `refusal`
 * (as the mock answers a request decided elsewhere in the meantime).
 */
export function fakeApprovalControls(awaiting: AwaitingDecision[], refusal?: string): ApprovalControls {
  let list = [...awaiting]
  const decide = (kind: AwaitingDecision['kind']) => async (id: number) => {
    if (refusal) throw new Error(refusal)
    list = list.filter((entry) => entry.kind !== kind || entry.id !== id)
    // The stories read only the outcome line, not the request the route answers.
    return {} as Decided
  }
  return {
    awaitingDecision: async () => list,
    approveLeave: decide('leave'),
    denyLeave: decide('leave'),
    approveLeaveCancellation: decide('leave'),
    denyLeaveCancellation: decide('leave'),
    approveExpense: decide('expense'),
    denyExpense: decide('expense'),
    approveExpenseCancellation: decide('expense'),
    denyExpenseCancellation: decide('expense'),
    approveCertificate: decide('certificate'),
    denyCertificate: decide('certificate'),
    approveCertificateCancellation: decide('certificate'),
    denyCertificateCancellation: decide('certificate'),
    approveCorrection: decide('correction'),
    denyCorrection: decide('correction'),
    approveCorrectionCancellation: decide('correction'),
    denyCorrectionCancellation: decide('correction'),
  }
}
