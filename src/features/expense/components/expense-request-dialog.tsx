import { RequestFormDialog } from '@/components/requests/request-form-dialog'
import type { RequestFormPartProps } from '@/components/requests/request-page'
import { ExpenseRequestForm } from './expense-request-form'

/** The expense request form in its dialog. */
export function ExpenseRequestDialog({ open, onClose, onFiled }: RequestFormPartProps) {
  return (
    <RequestFormDialog open={open} onClose={onClose} title="File an expense request">
      <ExpenseRequestForm onFiled={onFiled} onCancel={onClose} />
    </RequestFormDialog>
  )
}
