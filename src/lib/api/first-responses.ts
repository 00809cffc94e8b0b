/** What the landing gate sent for the page before the app's scripts ran (public/landing-gate.js). */
export type FirstResponses = {
  /** The token the requests carried. */
  token: string
  /** By absolute URL; null where the request failed. */
  responses: Record<string, Promise<Response | null> | undefined>
}

declare global {
  interface Window {
    empleoFirstResponses?: FirstResponses
  }
}

/**
 * The answer to a GET the landing gate already sent, with this very token, to this very address
 * (docs/decisions/0045-first-data-from-the-gate.md): taken once, so the request is not sent twice and
 * a later read is fresh. Undefined for anything else.
 */
export function takeFirstResponse(
  url: string,
  method: string,
  token: string | null,
): Promise<Response | null> | undefined {
  const first = window.empleoFirstResponses
  if (first === undefined || method !== 'GET' || token === null || token !== first.token) return undefined
  const response = first.responses[url]
  delete first.responses[url]
  return response
}

// The gate's answers that have come, and came well: a page waits for its first data only where it is here.
const arrived = new WeakSet<Promise<Response | null>>()
// Only the first page shown may wait: the gate's answers are its own, and one left untaken (a refreshed
// token) must not hold a later move.
let firstPageAsked = false

/** Notes each of the gate's answers as it comes; called once at start, before any page asks for data. */
export function watchFirstResponses(): void {
  firstPageAsked = false
  for (const answer of Object.values(window.empleoFirstResponses?.responses ?? {}))
    answer?.then(
      (response) => response?.ok && arrived.add(answer),
      () => {},
    )
}

/** Whether the gate sent requests for this page and each has come back, well and not yet taken. */
function firstResponsesHere(): boolean {
  const answers = Object.values(window.empleoFirstResponses?.responses ?? {})
  return answers.length > 0 && answers.every((answer) => answer !== undefined && arrived.has(answer))
}

/**
 * A page's first data, for its loader to return: awaited where the gate's answers for it have all
 * come, so the page renders once, with its data, instead of its placeholders first and its data a
 * render and a frame later; not awaited elsewhere (a later visit, a search, an answer still on its way),
 * where the page paints its placeholders at once (docs/decisions/0016-server-side-lists.md).
 * `start` begins the page's prefetches, each one of its first requests (src/app/first-requests.ts), or the
 * page would wait for the server; the gate's answers are checked before, as the prefetches take them.
 */
export function firstDataWhereHere(start: () => readonly Promise<unknown>[]): Promise<unknown> | undefined {
  const here = !firstPageAsked && firstResponsesHere()
  firstPageAsked = true
  const started = start()
  return here ? Promise.all(started) : undefined
}
