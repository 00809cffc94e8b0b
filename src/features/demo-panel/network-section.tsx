import { Button } from '@/components/ui/button'
import type { MockControls } from './mock-controls'
import { OutcomeLine } from './outcome-line'
import { useAction } from './use-action'
import { usePolled } from './use-polled'

// A test or another tab's panel may change it too.
const NETWORK_POLL_MS = 5_000

/**
 * The line between the app and the mock, as a prepaid line in a jeepney drops it: down until switched
 * back, or the next write's answer lost after the server saved it (docs/product/api.md#the-demos-network).
 * The panel's own control routes are never cut, so it can always switch the line back.
 */
export function NetworkSection({ controls }: { controls: MockControls }) {
  const network = usePolled(controls.network, NETWORK_POLL_MS)
  const { busy, outcome, run } = useAction()
  const offline = network.data?.offline ?? false

  return (
    <section aria-labelledby="demo-panel-network" className="flex flex-col gap-2">
      <h3 id="demo-panel-network" className="text-sm font-semibold text-ink">
        Network
      </h3>
      {network.error && (
        <p role="alert" className="text-xs text-red-700">
          {network.error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          role="switch"
          aria-checked={offline}
          size="sm"
          color={offline ? 'red' : 'white'}
          loading={busy === 'offline'}
          disabled={busy !== null || network.data === undefined}
          onClick={() =>
            void run('offline', async () => {
              const now = await controls.setOffline(!offline)
              network.reload()
              if (now.offline)
                return 'Offline: every call to the server fails as on a dropped line, until you switch it back.'
              // As a phone does when its line returns: what waits on it is sent now (docs/product/offline.md#sending).
              window.dispatchEvent(new Event('online'))
              return 'Back online: calls reach the server again.'
            })
          }
        >
          Go offline
        </Button>
        <Button
          size="sm"
          color="white"
          loading={busy === 'lose'}
          disabled={busy !== null || offline}
          onClick={() =>
            void run('lose', async () => {
              await controls.failNext('answer-lost')
              network.reload()
              return 'The next request that changes something is saved, then its answer is lost on the way.'
            })
          }
        >
          Lose the next answer
        </Button>
      </div>
      {network.data?.next_failure === 'answer-lost' && (
        <p className="text-xs text-slate-600">The answer to the next change will be lost.</p>
      )}
      <OutcomeLine outcome={outcome} />
    </section>
  )
}
