import { RequestFormDialog } from '@/components/requests/request-form-dialog'
import type { RequestFormPartProps } from '@/components/requests/request-page'
import { LeaveRequestForm } from './leave-request-form'

/** The request leave form in its dialog. */
export function LeaveRequestDialog({ open, onClose, onFiled }: RequestFormPartProps) {
  return (
    <RequestFormDialog open={open} onClose={onClose} title="Request leave">
      <LeaveRequestForm onFiled={onFiled} onCancel={onClose} />
    </RequestFormDialog>
  )
}
