import { Skeleton } from '@/components/ui/skeleton'

/**
 * What a request named by the URL (`?request=12`) shows while the detail's code arrives: the sheet's
 * place and skeleton, not an empty page, so the skeleton the detail shows while its data loads
 * follows without a jump (docs/decisions/0036).
 */
export function RequestDetailPlaceholder() {
  return (
    <>
      <div className="fixed inset-0 z-50 bg-ink/50" />
      <div className="fixed inset-y-0 right-0 z-50 flex w-full max-w-full flex-col gap-4 border-l border-slate-200 bg-white p-5 shadow-xl sm:w-[34rem] sm:max-w-[calc(100vw-2rem)] sm:p-6">
        <div role="status" aria-busy="true" aria-label="Loading the request" className="mt-12 grid gap-3">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24" />
          <Skeleton className="h-32" />
        </div>
      </div>
    </>
  )
}
