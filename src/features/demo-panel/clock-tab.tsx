import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/dates'
import { describeOffset } from './describe-offset'
import type { MockControls } from './mock-controls'
import { OutcomeLine } from './outcome-line'
import { useAction } from './use-action'
import { usePolled } from './use-polled'

const MINUTE_MS = 60_000

const moves: Array<{ label: string; ms: number }> = [
  { label: '+1 min', ms: MINUTE_MS },
  // The idle timeout of docs/product/states.md#idle-timeout.
  { label: '+15 min', ms: 15 * MINUTE_MS },
  { label: '+1 h', ms: 60 * MINUTE_MS },
  { label: '+1 day', ms: 24 * 60 * MINUTE_MS },
]

// The mock's offset only changes through a move (here, or a test); the seconds tick locally.
const CLOCK_POLL_MS = 10_000

/** The mock's one clock (docs/decisions/0004-one-mock-clock.md): tokens, codes, countdowns and idling follow it. */
export function ClockTab({ controls }: { controls: MockControls }) {
  const clock = usePolled(controls.clock, CLOCK_POLL_MS)
  const { busy, outcome, run } = useAction()
  const [realNow, setRealNow] = useState(() => Date.now())

  useEffect(() => {
    const timer = setInterval(() => setRealNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [])

  const offset = clock.data?.offset_ms
  const move = (name: string, task: () => Promise<unknown>, done: string) =>
    void run(name, async () => {
      await task()
      clock.reload()
      return done
    })

  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 className="text-sm font-semibold text-ink">Mock time in Manila</h3>
        {clock.error && (
          <p role="alert" className="text-xs text-red-700">
            {clock.error}
          </p>
        )}
        {offset !== undefined && (
          <>
            <p className="font-mono text-lg text-ink">{formatDateTime(realNow + offset, { seconds: true })}</p>
            <p className="text-xs text-slate-600">{describeOffset(offset)}</p>
          </>
        )}
      </div>
      <div role="group" aria-label="Move the mock clock forward" className="flex flex-wrap gap-2">
        {moves.map(({ label, ms }) => (
          <Button
            key={label}
            size="sm"
            color="white"
            loading={busy === label}
            disabled={busy !== null}
            onClick={() => move(label, () => controls.advanceClock(ms), `Moved the clock ${label}.`)}
          >
            {label}
          </Button>
        ))}
      </div>
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        loading={busy === 'real'}
        disabled={busy !== null}
        onClick={() => move('real', controls.resetClock, 'Back to real time.')}
      >
        Back to real time
      </Button>
      <p className="text-xs text-slate-600">
        The app keeps time by this clock, so token and code expiry, countdowns and the 15-minute idle timeout show
        without waiting.
      </p>
      <OutcomeLine outcome={outcome} />
    </div>
  )
}
