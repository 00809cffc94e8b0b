import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ExpenseRequest } from '@contract/expense'
import { RequestDetailPanel, type RequestDetailPanelProps } from '@/components/requests/request-detail-panel'
import { withQueryStates } from '../../../../.storybook/with-query-states'
import { expenseKeys } from '../api/expense-keys'
import { approvedTraining, pendingItem } from '../testing/expense-fixtures'
import { expenseDetailView } from './expense-detail-view'

/** The request detail panel with an expense request's view, as the page shows it. */
function ExpenseDetailPanel(props: Omit<RequestDetailPanelProps<ExpenseRequest>, 'view'>) {
  return <RequestDetailPanel {...props} view={expenseDetailView} />
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
