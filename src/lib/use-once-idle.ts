import { useEffect, useState } from 'react'
import { whenIdle } from './when-idle'

/**
 * False until the page has its data and the main thread is idle (whenIdle), then true: for what the shell shows that
 * can wait, such as a count on a badge, so that it never delays the page's content.
 */
export function useOnceIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle
}
