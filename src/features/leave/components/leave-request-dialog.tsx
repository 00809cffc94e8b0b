import { RequestFormDialog } from '@/components/requests/request-form-dialog'
import { lazyPart } from '@/lib/lazy-part'

/** The request leave form: a lazy part (docs/decisions/0036-employee-first-load.md). */
export const leaveRequestForm = lazyPart(() => import('./leave-request-form').then((m) => m.LeaveRequestForm))

export type LeaveRequestDialogProps = {
  /** Open while the URL says so (`?new=true`). */
  open: boolean
  onClose: () => void
  onFiled: (id: number) => void
}

/** The request leave form in its dialog. */
export function LeaveRequestDialog({ open, onClose, onFiled }: LeaveRequestDialogProps) {
  const Form = leaveRequestForm.Component
  return (
    <RequestFormDialog open={open} onClose={onClose} title="Request leave">
      <Form onFiled={onFiled} onCancel={onClose} />
    </RequestFormDialog>
  )
}
