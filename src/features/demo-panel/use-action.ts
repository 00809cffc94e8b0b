import { useCallback, useState } from 'react'

export type Outcome = { ok: boolean; text: string }

/**
 * One control action at a time, with what came of it for the presenter to read: `run` takes the
 * name of the action (to mark its button busy) and a task that answers the success text.
 */
export function useAction() {
  const [busy, setBusy] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const run = useCallback(async (name: string, task: () => Promise<string>) => {
    setBusy(name)
    setOutcome(null)
    try {
      setOutcome({ ok: true, text: await task() })
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(null)
    }
  }, [])

  return { busy, outcome, run, setOutcome }
}
