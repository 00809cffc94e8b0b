import { useEffect } from 'react'
import { formatDateTime, formatTime, manilaDateOf, manilaToday } from '@/lib/dates'
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
  useEffect(() => {
    offlineAsOf.set(asOf)
    return () => offlineAsOf.set(null)
  }, [asOf])
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
