import { QueryClientContext } from '@tanstack/react-query'
import { useContext, useEffect } from 'react'
import { formatDateTime, formatTime, manilaDateOf, manilaToday } from '@/lib/dates'
import { isKeptAnswer } from '@/lib/kept-answers/kept-answer-keys'
import { failedForTheNetwork } from '@/lib/kept-answers/kept-answer-state'
import { offlineAsOf } from '@/lib/kept-answers/offline-as-of'
import { useOfflineAsOf } from '@/lib/kept-answers/use-offline-as-of'

/** 'Offline: as of 9:14 AM', with the date when the answers are not today's (Manila time). */
export function offlineAsOfLabel(asOf: number): string {
  return `Offline: as of ${manilaDateOf(asOf) === manilaToday() ? formatTime(asOf) : formatDateTime(asOf)}`
}

/**
 * Under the shell's header while the page shows answers kept on this phone for want of a line
 * (docs/product/offline.md#reading-offline). A polite live region, so a screen reader hears it come and go. It
 * tells the page's actions too (`offlineAsOf`): those that need the server wait for a line while it shows.
 */
export function OfflineAsOfMark() {
  const asOf = useOfflineAsOf()
  const client = useContext(QueryClientContext)
  useEffect(() => {
    offlineAsOf.set(asOf)
    return () => offlineAsOf.set(null)
  }, [asOf])
  // When the line returns, the answers a read could not refresh are read again. TanStack Query does so itself
  // only after the browser said it was offline; a dropped line where the browser still says online never does.
  useEffect(() => {
    if (asOf === null || client === undefined) return
    const readAgain = () =>
      void client.refetchQueries({
        type: 'active',
        predicate: (query) => isKeptAnswer(query.queryKey) && failedForTheNetwork(query.state.error),
      })
    window.addEventListener('online', readAgain)
    return () => window.removeEventListener('online', readAgain)
  }, [asOf, client])
  return (
    <div aria-live="polite">
      {asOf !== null && (
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-sm font-medium text-amber-900">
          {offlineAsOfLabel(asOf)}
        </p>
      )}
    </div>
  )
}
