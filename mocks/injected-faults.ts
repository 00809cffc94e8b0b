/**
 * Server conditions a demo or a test can impose on the next API calls: a delay on every call, and a
 * failure of the next one. The adapter applies them; /__mock/ calls are never delayed or failed.
 */
export type InjectedFailure = 'network' | '500' | '429'

let latencyMs = 0
let nextFailure: InjectedFailure | null = null

export function setLatency(ms: number): void {
  latencyMs = Math.max(0, Math.floor(ms))
}

export function getLatency(): number {
  return latencyMs
}

export function failNext(kind: InjectedFailure | null): void {
  nextFailure = kind
}

/** Answers the pending failure once and forgets it. */
export function takeNextFailure(): InjectedFailure | null {
  const failure = nextFailure
  nextFailure = null
  return failure
}

export function resetControlState(): void {
  latencyMs = 0
  nextFailure = null
}
