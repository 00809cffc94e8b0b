import { now } from '@/lib/clock'

/**
 * docs/product/states.md#token-check and docs/product/limits.md#session-timings: the token check runs on state changes,
 * debounced 20 s. Read as: at most one check per `intervalMs` (judged by `now()`, so moving the mock clock past it lets
 * the next change check at once), and a change inside the window is not lost but checked when it ends. A plain trailing
 * debounce would never run for someone who keeps the app busy, which is when it matters. The window starts at creation:
 * the session was checked when the app started or the person logged in.
 */
export function createCheckScheduler(check: () => Promise<void>, intervalMs: number) {
  let lastRun = now()
  let timer: ReturnType<typeof setTimeout> | undefined
  // Changes the check makes itself (a refreshed token, the fresh user) are not new reasons to check.
  let running = false
  let disposed = false

  function request(): void {
    if (disposed || running) return
    lastRun = Math.min(lastRun, now()) // a clock moved back must not postpone the check for as long
    const wait = lastRun + intervalMs - now()
    if (wait > 0) {
      timer ??= setTimeout(() => {
        timer = undefined
        request()
      }, wait)
      return
    }
    clearTimeout(timer)
    timer = undefined
    lastRun = now()
    running = true
    void check().finally(() => {
      running = false
    })
  }

  return {
    request,
    dispose() {
      disposed = true
      clearTimeout(timer)
    },
  }
}
