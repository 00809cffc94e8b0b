import { Suspense, useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { lazyPart } from '@/lib/load-later'
import { useRecoveryCodeStatus } from '../api/get-recovery-code-status'
import type { RecoveryCodeFiguresProps } from './recovery-code-figures'

// The figures (with the date formatting) show only once the count has been read, and only to people
// with two-factor on: fetched as this mounts, beside the count's own request (decision 36).
const figures = lazyPart<RecoveryCodeFiguresProps>(() =>
  import('./recovery-code-figures').then((module) => module.RecoveryCodeFigures),
)

const countSkeleton = (
  <div role="status" className="flex flex-col gap-1.5">
    <span className="sr-only">Loading your recovery codes…</span>
    <Skeleton className="h-4 w-56" />
    <Skeleton className="h-3 w-40" />
  </div>
)

/** How many recovery codes are left, with its own loading and error states: the rest of the page works without it. */
export function RecoveryCodeCount() {
  const status = useRecoveryCodeStatus()
  useEffect(() => figures.preload(), [])

  if (status.isPending) return countSkeleton

  if (status.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>We could not check your recovery codes.</span>
        <Button type="button" size="sm" color="white" loading={status.isFetching} onClick={() => void status.refetch()}>
          Retry
        </Button>
      </div>
    )

  return (
    <Suspense fallback={countSkeleton}>
      <figures.Component status={status.data} />
    </Suspense>
  )
}
