/**
 * Server conditions a demo or a test can impose on the API calls: a delay on every call, a failure of
 * the next one, and the line down until it is back. The adapter applies them; /__mock/ calls are never
 * delayed or failed, so the demo panel and the tests keep their hold on the mock.
 * - `network`, `500`, `429`: the next API call fails so, before it is served.
 * - `answer-lost`: the next write is served and saved, then its answer is dropped as a network error:
 *   the lost answer a retry with an Idempotency-Key recovers (docs/product/api.md#idempotent-writes).
 */
export const injectedFailures = ['network', '500', '429', 'answer-lost'] as const
export type InjectedFailure = (typeof injectedFailures)[number]

let latencyMs = 0
let nextFailure: InjectedFailure | null = null
let offline = false

export function setLatency(ms: number): void {
  latencyMs = Math.max(0, Math.floor(ms))
}

export function getLatency(): number {
  return latencyMs
}

export function failNext(kind: InjectedFailure | null): void {
  nextFailure = kind
}

/** Answers the pending failure once and forgets it; a lost answer waits for the next write. */
export function takeNextFailure({ write }: { write: boolean }): InjectedFailure | null {
  if (nextFailure === 'answer-lost' && !write) return null
  const failure = nextFailure
  nextFailure = null
  return failure
}

/** Every API call answers as a dropped line would (a network error) while this is on. */
export function setOffline(on: boolean): void {
  offline = on
}

export function isOffline(): boolean {
  return offline
}

/** What the demo panel shows of the network. */
export function networkState(): { offline: boolean; next_failure: InjectedFailure | null } {
  return { offline, next_failure: nextFailure }
}

export function resetControlState(): void {
  latencyMs = 0
  nextFailure = null
  offline = false
}
