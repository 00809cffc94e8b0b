/**
 * What the API client does to the screen: navigate and toast. The app connects these to its router
 * and toaster at start-up (src/app/connect-api.ts); tests connect spies, so no router is needed.
 */
export type ApiEvents = {
  /** An in-app address such as '/' or '/404?status=403'. */
  navigate: (href: string) => void
  notifyError: (message: string) => void
}

// Until the app connects its router, a full page load is the only way to move.
let events: ApiEvents = {
  navigate: (href) => window.location.assign(href),
  notifyError: () => {},
}

export function setApiEvents(next: ApiEvents): void {
  events = next
}

/** The events connected now; each connection (the app's at start-up, a test's) is a new object. */
export function connectedApiEvents(): ApiEvents {
  return events
}

export const apiEvents: ApiEvents = {
  navigate: (href) => events.navigate(href),
  notifyError: (message) => events.notifyError(message),
}
