import { Suspense, type ReactNode } from 'react'
import { LoadErrorAlert } from '@/components/errors/load-error-alert'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'

export type RequestDetailSheetProps = {
  /** Open while the URL names a request (`?request=12`); closing it takes the name away. */
  open: boolean
  onClose: () => void
  title: string
  /** Under the title, e.g. the dates. */
  description?: ReactNode
  /** The request's own state: loading, failed (with Retry) or its detail. */
  state: { status: 'pending' } | { status: 'error'; error: unknown; retry: () => void } | { status: 'success' }
  /** The detail: a lazy part; until its code is here, the same skeleton as while the request loads. */
  children?: ReactNode
}

/**
 * A request's detail beside its list: a panel from the right on a laptop, the whole screen on a phone,
 * so the list and its filters are where they were when it closes.
 */
export function RequestDetailSheet({ open, onClose, title, description, state, children }: RequestDetailSheetProps) {
  return (
    <Sheet open={open} onOpenChange={(next) => next || onClose()}>
      <SheetContent side="right" width="wide" className="gap-4 overflow-y-auto p-5 sm:p-6">
        <div className="grid gap-1 pr-10">
          <SheetTitle className="text-lg font-semibold text-ink">{title}</SheetTitle>
          <SheetDescription className="text-sm text-slate-600">{description ?? 'Request details'}</SheetDescription>
        </div>
        {state.status === 'pending' && <DetailSkeleton />}
        {state.status === 'error' && (
          <LoadErrorAlert
            title="This request could not be loaded"
            error={state.error}
            onRetry={state.retry}
            headingLevel={3}
          />
        )}
        {state.status === 'success' && <Suspense fallback={<DetailSkeleton />}>{children}</Suspense>}
      </SheetContent>
    </Sheet>
  )
}

function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the request" className="grid gap-3">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-24" />
      <Skeleton className="h-32" />
    </div>
  )
}
