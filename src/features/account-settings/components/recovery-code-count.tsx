import { RECOVERY_CODE_COUNT } from '@contract/limits'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDateTime } from '@/lib/dates'
import { useRecoveryCodeStatus } from '../api/get-recovery-code-status'

/** Few enough left that the person should make new ones before they run out. */
const RUNNING_LOW = 3

/** How many recovery codes are left, with its own loading and error states: the rest of the page works without it. */
export function RecoveryCodeCount() {
  const status = useRecoveryCodeStatus()

  if (status.isPending)
    return (
      <div role="status" className="flex flex-col gap-1.5">
        <span className="sr-only">Loading your recovery codes…</span>
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-3 w-40" />
      </div>
    )

  if (status.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>We could not check your recovery codes.</span>
        <Button type="button" size="sm" color="white" loading={status.isFetching} onClick={() => void status.refetch()}>
          Retry
        </Button>
      </div>
    )

  const { remaining, generated_at } = status.data
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <p className="font-medium text-ink">
        {remaining} of {RECOVERY_CODE_COUNT} recovery codes left
      </p>
      <p className="text-slate-600">Made {formatDateTime(generated_at)}</p>
      {remaining <= RUNNING_LOW && (
        <p className="mt-1 font-medium text-amber-800">
          {remaining === 0 ? 'You have none left: make new ones now.' : 'You are running low: make new ones soon.'}
        </p>
      )}
    </div>
  )
}
