import type { Meta, StoryObj } from '@storybook/react-vite'
import { RequestFormDialog } from '@/components/requests/request-form-dialog'
import { withQueryStates } from '../../../../.storybook/with-query-states'
import { ExpenseRequestForm } from './expense-request-form'

/** The expense request form in its dialog: choose Training to see the training dates. */
function ExpenseFormInDialog() {
  return (
    <RequestFormDialog open onClose={() => {}} title="File an expense request">
      <ExpenseRequestForm onFiled={() => {}} onCancel={() => {}} />
    </RequestFormDialog>
  )
}

const meta = {
  title: 'Expense/Expense request form',
  component: ExpenseFormInDialog,
  parameters: { layout: 'fullscreen' },
  decorators: [withQueryStates([])],
} satisfies Meta<typeof ExpenseFormInDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Blank: Story = {}

/** Full screen on a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
