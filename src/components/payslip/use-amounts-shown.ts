import { useCallback, useEffect, useMemo, useState } from 'react'

/**
 * Pay amounts stay hidden until the person asks to see them (as payroll products do: someone may be
 * looking over a shoulder), and hide again when they leave the page or switch away from the tab.
 */
export type AmountsShown = { shown: boolean; toggle: () => void }

export function useAmountsShown(): AmountsShown {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const hideWhenAway = () => {
      if (document.visibilityState === 'hidden') setShown(false)
    }
    document.addEventListener('visibilitychange', hideWhenAway)
    return () => document.removeEventListener('visibilitychange', hideWhenAway)
  }, [])
  const toggle = useCallback(() => setShown((was) => !was), [])
  // The same object until the switch moves, so a page can keep the cards it shows them in from drawing again.
  return useMemo(() => ({ shown, toggle }), [shown, toggle])
}
