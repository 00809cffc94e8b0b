/** Without requestIdleCallback (Safari), a short pause after the load event stands in for idle time. */
const FALLBACK_DELAY_MS = 200

/**
 * Runs `task` once the page has loaded (its images and fonts no longer compete for the network) and
 * the main thread is idle, so work that can wait never delays the first paint or the LCP.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancelIdle = () => {}
  const scheduleIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task)
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const timer = window.setTimeout(task, FALLBACK_DELAY_MS)
      cancelIdle = () => window.clearTimeout(timer)
    }
  }

  if (document.readyState === 'complete') {
    scheduleIdle()
    return () => cancelIdle()
  }
  window.addEventListener('load', scheduleIdle, { once: true })
  return () => {
    window.removeEventListener('load', scheduleIdle)
    cancelIdle()
  }
}
