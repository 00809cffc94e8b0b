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
