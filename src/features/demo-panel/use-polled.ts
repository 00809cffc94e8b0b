import { useCallback, useEffect, useState } from 'react'

export type Polled<T> = { data: T | undefined; error: string | null; reload: () => void }

/**
 * Calls `load` now and again `intervalMs` after each answer, for as long as the component is shown
 * (the panel's tabs unmount when hidden, so a closed panel polls nothing). `load` must be stable.
 */
export function usePolled<T>(load: () => Promise<T>, intervalMs: number): Polled<T> {
  const [data, setData] = useState<T>()
  const [error, setError] = useState<string | null>(null)
  const [round, setRound] = useState(0)

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const run = async () => {
      try {
        const next = await load()
        if (stopped) return
        setData(next)
        setError(null)
      } catch (reason) {
        if (!stopped) setError(reason instanceof Error ? reason.message : String(reason))
      }
      if (!stopped) timer = setTimeout(() => void run(), intervalMs)
    }
    void run()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [load, intervalMs, round])

  const reload = useCallback(() => setRound((value) => value + 1), [])
  return { data, error, reload }
}
