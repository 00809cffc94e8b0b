import type { Outcome } from './use-action'

/**
 * The result of the last action. The status region is always there, so screen readers announce what
 * lands in it; a failure is an alert, announced as it appears.
 */
export function OutcomeLine({ outcome }: { outcome: Outcome | null }) {
  return (
    <>
      <p role="status" className="text-xs text-green-800 empty:hidden">
        {outcome?.ok ? outcome.text : ''}
      </p>
      {outcome && !outcome.ok && (
        <p role="alert" className="text-xs text-red-700">
          {outcome.text}
        </p>
      )}
    </>
  )
}
