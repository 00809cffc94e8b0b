import { mayFetchAhead } from './fetch-ahead'

/** Without requestIdleCallback (Safari), a short pause after the load event stands in for idle time. */
const FALLBACK_DELAY_MS = 200

let pageDataArrived: (() => Promise<void>) | null = null

/**
 * What idle work waits for besides the load event: the data the page is fetching, as the app knows it
 * (src/app/start-app.tsx). On a slow connection the code for what might be pressed later would
 * otherwise share the line with the data for what is on screen
 * (docs/decisions/0044-idle-work-after-data.md).
 */
export function holdIdleWorkUntil(arrived: (() => Promise<void>) | null): void {
  pageDataArrived = arrived
}

/**
 * Runs `task` once the page has loaded (its images and fonts no longer compete for the network), the
 * data it is fetching has arrived, and the main thread is idle, so work that can wait never delays the
 * first paint, the LCP or the page's content. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false
  let cancelIdle = () => {}
  const onIdle = (then: () => void) => {
    if (cancelled) return
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(then)
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const timer = window.setTimeout(then, FALLBACK_DELAY_MS)
      cancelIdle = () => window.clearTimeout(timer)
    }
  }
  // Asked when first idle, not when called: by then the app has said what its page is fetching.
  const afterData = () => {
    if (pageDataArrived === null) task()
    else void pageDataArrived().then(() => onIdle(task))
  }
  const scheduleIdle = () => onIdle(afterData)

  if (document.readyState === 'complete') scheduleIdle()
  else window.addEventListener('load', scheduleIdle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', scheduleIdle)
    cancelIdle()
  }
}

/**
 * `task` fetches ahead what a press may need (a part's code, a form): run as whenIdle runs it, only if
 * mayFetchAhead allows when its time comes, so a person saving data or on 2G is never charged for it.
 * The one way to fetch ahead once idle: what must run anyway (the app worker's start, the bell's
 * count) uses whenIdle.
 */
export function fetchAheadWhenIdle(task: () => void): () => void {
  return whenIdle(() => {
    if (mayFetchAhead()) task()
  })
}
