import type { z } from 'zod'
import { RECOVERY_CODE_COUNT } from '@contract/fields'
import type { recoveryCodeStatusSchema } from '@contract/two-factor'
import { formatDateTime } from '@/lib/format'

/** Few enough left that the person should make new ones before they run out. */
const RUNNING_LOW = 3

export type RecoveryCodeFiguresProps = { status: z.output<typeof recoveryCodeStatusSchema> }

/** How many recovery codes are left and when they were made (recovery-code-count.tsx reads them). */
export function RecoveryCodeFigures({ status }: RecoveryCodeFiguresProps) {
  const { remaining, generated_at } = status
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
