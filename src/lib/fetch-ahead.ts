/** What the browser tells of the connection (the Network Information API; Chromium only). */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string }

// The connections on which a person waits for every byte: the code they may never press costs them.
const SLOW_CONNECTIONS: readonly string[] = ['slow-2g', '2g']

function currentConnection(): ConnectionHints | undefined {
  return (globalThis.navigator as { connection?: ConnectionHints } | undefined)?.connection
}

/**
 * Whether anything may be fetched ahead of a press: none when the browser asks to save data or the
 * connection is 2G, since a person who pays per megabyte and says so gets no prefetch
 * (docs/decisions/0055-fetch-ahead-within-a-budget.md). A browser that does not say (Safari, Firefox)
 * may. Every prefetch asks here, the page's (whenIdle's fetchAheadWhenIdle) and the app worker's.
 */
export function mayFetchAhead(connection: ConnectionHints | undefined = currentConnection()): boolean {
  if (!connection) return true
  if (connection.saveData === true) return false
  return !SLOW_CONNECTIONS.includes(connection.effectiveType ?? '')
}
