import type { ExpenseRequest } from '@contract/expense'
import { pdfAmount } from '../wording'
import { todayOf, workingSpan } from './calendar'
import type { AreaSeeder, SeedContext } from './context'
import { seedPdfAttachment } from './files'
import { stepTimes, writeTimeline, type Step } from './request-timelines'

/**
 * Expense (item) requests: regular employees only. The main persona has one or more of each type in
 * each status, some with a receipt attached; a few teammates have one or two.
 */

type SeededExpense = {
  type: ExpenseRequest['type']
  item_name: string
  costing: number
  description?: string
  /** Training only: calendar days from today to the start, and working days it lasts. */
  training?: { offset: number; days: number }
  steps: readonly Step[]
  remarks?: string
  cancelReason?: string
  receipt?: string
}

function addExpense(context: SeedContext, userId: number, expense: SeededExpense): void {
  const { db } = context
  const today = todayOf(context.now)
  const dates = expense.training ? workingSpan(today, expense.training.offset, expense.training.days) : null
  const timeline = stepTimes(today, expense.steps)
  const first = timeline[0]
  const last = timeline.at(-1)
  if (!first || !last) return
  const row = db.expense_request.create({
    user_id: userId,
    type: expense.type,
    item_name: expense.item_name,
    costing: expense.costing,
    date_training_at: dates?.start ?? null,
    date_training_finish_at: dates?.finish ?? null,
    description: expense.description ?? null,
    status: last.status,
    cancel_reason: expense.cancelReason ?? null,
    remarks: expense.remarks ?? null,
    submission_digest: '',
    created_at: first.at,
    updated_at: last.at,
  })
  writeTimeline(db, 'expense', row.id, timeline)
  if (expense.receipt) {
    seedPdfAttachment(
      context,
      { userId, kind: 'expense_request', attachableId: row.id },
      `${expense.receipt}.pdf`,
      [
        { text: 'OFFICIAL RECEIPT', size: 14, bold: true },
        { text: 'VAT Reg. TIN 000-123-456-00000', size: 8 },
        { text: `Received from: Bayanihan Tech Solutions Inc.`, gap: 14 },
        { text: `For: ${expense.item_name}` },
        { text: `Amount: ${pdfAmount(expense.costing)}`, bold: true },
        { text: `Date: ${first.at.slice(0, 10)}` },
      ],
      first.at,
    )
  }
}

const mainPersonaExpenses = (me: string, hr: string): SeededExpense[] => [
  {
    type: 'training',
    item_name: 'AWS Certified Solutions Architect - Associate exam',
    costing: 9_500,
    description: 'Exam voucher at the Pearson VUE center in Makati.',
    training: { offset: -120, days: 1 },
    receipt: 'aws-exam-receipt',
    steps: [
      ['pending', 150, me],
      ['approved', 148, hr],
    ],
  },
  {
    type: 'training',
    item_name: 'React Summit Manila (2-day conference)',
    costing: 14_800,
    description: 'Conference ticket; talks on React Server Components and testing.',
    training: { offset: 40, days: 2 },
    steps: [['pending', 6, me]],
  },
  {
    type: 'training',
    item_name: 'Advanced PostgreSQL workshop',
    costing: 7_200,
    training: { offset: -60, days: 2 },
    remarks: 'The training budget for the quarter is used up. Please file again next quarter.',
    steps: [
      ['pending', 90, me],
      ['denied', 88, hr, 'The training budget for the quarter is used up. Please file again next quarter.'],
    ],
  },
  {
    type: 'item',
    item_name: 'Ergonomic office chair for the home office',
    costing: 12_450,
    description: 'Mesh chair with lumbar support, per the WFH equipment policy.',
    receipt: 'chair-receipt',
    steps: [
      ['pending', 210, me],
      ['approved', 207, hr],
    ],
  },
  {
    type: 'item',
    item_name: '27-inch monitor (Dell P2723D)',
    costing: 18_990,
    description: 'Second screen for code reviews.',
    steps: [['pending', 4, me]],
  },
  {
    type: 'item',
    item_name: 'USB-C docking station',
    costing: 6_350.5,
    remarks: 'Found a spare dock in the office.',
    steps: [
      ['pending', 70, me],
      ['cancelled', 69, me, 'Found a spare dock in the office.'],
    ],
  },
  {
    type: 'item',
    item_name: 'Mechanical keyboard',
    costing: 4_299,
    remarks: 'Keyboards are not covered by the equipment policy.',
    steps: [
      ['pending', 35, me],
      ['denied', 33, hr, 'Keyboards are not covered by the equipment policy.'],
    ],
  },
  {
    type: 'others',
    item_name: 'Grab rides to the client site in Makati (3 trips)',
    costing: 1_240.5,
    receipt: 'grab-receipts',
    steps: [
      ['pending', 25, me],
      ['approved', 24, hr],
    ],
  },
  {
    type: 'others',
    item_name: 'PLDT Fibr internet (work-from-home share)',
    costing: 1_699,
    description: 'Half of the monthly plan, per the WFH allowance policy.',
    steps: [['pending', 8, me]],
  },
  {
    type: 'others',
    item_name: 'Notarial fee for company documents',
    costing: 350,
    cancelReason: 'Finance paid the notary directly; no reimbursement needed.',
    steps: [
      ['pending', 15, me],
      ['approved', 14, hr],
      ['for_cancellation', 5, me, 'Finance paid the notary directly; no reimbursement needed.'],
    ],
  },
]

export const seedExpense: AreaSeeder = (context) => {
  const { db, faker, personaIds, employeeIds } = context
  const users = new Map(db.user.getAll().map((user) => [user.id, user]))
  const hr = users.get(personaIds.adminEmployee)?.full_name ?? 'HR'
  const main = users.get(personaIds.regular)
  if (main) for (const expense of mainPersonaExpenses(main.full_name, hr)) addExpense(context, main.id, expense)

  const teammates = employeeIds.filter(
    (id) => id !== personaIds.regular && id !== personaIds.deactivated && users.get(id)?.employment_type === 'regular',
  )
  for (const id of faker.helpers.arrayElements(teammates, Math.min(4, teammates.length))) {
    const name = users.get(id)?.full_name ?? ''
    addExpense(context, id, {
      type: 'item',
      item_name: faker.helpers.arrayElement(['Noise-cancelling headset', 'Laptop stand', 'Webcam for client calls']),
      costing: faker.number.int({ min: 1_500, max: 6_000 }),
      steps: [
        ['pending', 30, name],
        ['approved', 28, hr],
      ],
    })
  }
}
