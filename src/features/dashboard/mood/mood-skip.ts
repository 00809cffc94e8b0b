import { useCallback, useState } from 'react'

/**
 * "Not now" hides today's question for the person who said it, on this device, until the next
 * business date: one key per person, holding the date they skipped.
 */
const keyOf = (userId: number) => `empleo.mood-skipped.${userId}`

function readSkippedOn(userId: number): string | null {
  try {
    return localStorage.getItem(keyOf(userId))
  } catch {
    return null // storage blocked (private mode): the question simply shows
  }
}

export function useMoodSkip(userId: number, today: string) {
  const [skippedOn, setSkippedOn] = useState(() => readSkippedOn(userId))
  const remember = useCallback(
    (date: string | null) => {
      try {
        if (date) localStorage.setItem(keyOf(userId), date)
        else localStorage.removeItem(keyOf(userId))
      } catch {
        // Without storage the choice lasts as long as the page does.
      }
      setSkippedOn(date)
    },
    [userId],
  )
  return {
    skipped: skippedOn === today,
    skip: () => remember(today),
    unskip: () => remember(null),
  }
}
