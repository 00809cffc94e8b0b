import type { Meta, StoryObj } from '@storybook/react-vite'
import { RequestDetailPanel } from '@/components/requests/request-detail-panel'
import { withQueryStates } from '../../../../.storybook/with-query-states'
import { expenseKeys, expenseKind } from '../expense-kind'
import { approvedTraining, pendingItem } from '../testing/expense-fixtures'

/** The request detail panel with an expense request, as the page shows it. */
function ExpenseDetailPanel(props: { id: number | undefined; onClose: () => void }) {
  return <RequestDetailPanel {...props} kind={expenseKind} />
}

/** An expense request beside its list: every field, its receipts, its history and what its status allows. */
const meta = {
  title: 'Expense/Expense request detail',
  component: ExpenseDetailPanel,
  parameters: { layout: 'fullscreen' },
  args: { id: approvedTraining.id, onClose: () => {} },
} satisfies Meta<typeof ExpenseDetailPanel>

export default meta
type Story = StoryObj<typeof meta>

/** An approved training with its dates and receipt: its cancellation can be asked, with a reason. */
export const ApprovedTraining: Story = {
  decorators: [withQueryStates([{ key: expenseKeys.detail(approvedTraining.id), data: approvedTraining }])],
}

/** A pending item without receipts: it can be cancelled outright, with remarks. */
export const PendingItem: Story = {
  args: { id: pendingItem.id },
  decorators: [withQueryStates([{ key: expenseKeys.detail(pendingItem.id), data: pendingItem }])],
}

export const Loading: Story = {
  decorators: [withQueryStates([{ key: expenseKeys.detail(approvedTraining.id), pending: true }])],
}

export const LoadFailed: Story = {
  decorators: [
    withQueryStates([{ key: expenseKeys.detail(approvedTraining.id), error: new Error('Expense request not found.') }]),
  ],
}

/** The whole screen on a phone. */
export const Phone: Story = {
  ...ApprovedTraining,
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
