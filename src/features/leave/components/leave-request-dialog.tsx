import { RequestFormDialog } from '@/components/requests/request-form-dialog'
import { LeaveRequestForm } from './leave-request-form'

export type LeaveRequestDialogProps = {
  /** Open while the URL says so (`?new=true`). */
  open: boolean
  onClose: () => void
  onFiled: (id: number) => void
}

/** The request leave form in its dialog. */
export function LeaveRequestDialog({ open, onClose, onFiled }: LeaveRequestDialogProps) {
  return (
    <RequestFormDialog open={open} onClose={onClose} title="Request leave">
      <LeaveRequestForm onFiled={onFiled} onCancel={onClose} />
    </RequestFormDialog>
  )
}
