import { Suspense } from 'react'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { requestDetailLook } from './request-detail-look'
import { RequestDetailSkeleton } from './request-detail-skeleton'
import type { RequestDetailSheetProps } from './request-detail-sheet'

/** The request detail's Radix sheet, a lazy part of RequestDetailSheet. */
export function RequestDetailModal({ open, onClose, title, description, state, children }: RequestDetailSheetProps) {
  return (
    <Sheet open={open} onOpenChange={(next) => next || onClose()}>
      <SheetContent side="right" width="wide" className={requestDetailLook.className}>
        <div className={requestDetailLook.headerClassName}>
          <SheetTitle className={requestDetailLook.titleClassName}>{title}</SheetTitle>
          <SheetDescription className={requestDetailLook.descriptionClassName}>
            {description ?? requestDetailLook.description}
          </SheetDescription>
        </div>
        {state.status === 'pending' && <RequestDetailSkeleton />}
        {state.status === 'error' && (
          <LoadErrorAlert
            title="This request could not be loaded"
            error={state.error}
            onRetry={state.retry}
            headingLevel={3}
          />
        )}
        {state.status === 'success' && <Suspense fallback={<RequestDetailSkeleton />}>{children}</Suspense>}
      </SheetContent>
    </Sheet>
  )
}
