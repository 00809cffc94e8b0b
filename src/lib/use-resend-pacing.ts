import { useState } from 'react'
import { now } from './clock'
import { retryAt } from './forms/retry-at'

/** When another code may be asked for, `waitMs` after one went out: an instant of `now()`. */
export const resendAvailableAfter = (waitMs: number): number => now() + waitMs

export type ResendPacing = {
  /** When 'Resend code' may be pressed (an instant of `now()`); `ResendCode` counts down to it. */
  availableAt: number
  /** A new code went out: wait `waitMs` again. */
  sent: () => void
  /** The server refused a resend: a 429 says how long to wait; any other failure changes nothing. */
  refused: (error: unknown) => void
}

/**
 * The pacing of an e-mailed code's 'Resend code' (docs/product/limits.md#codes-and-countdowns): it
 * waits `waitMs` after each code, and as long as the server says when it refuses one as too soon.
 * `firstAt` is when the first wait ends (by default `waitMs` from now: a code just went out).
 */
export function useResendPacing(waitMs: number, firstAt?: number): ResendPacing {
  const [availableAt, setAvailableAt] = useState(() => firstAt ?? resendAvailableAfter(waitMs))
  return {
    availableAt,
    sent: () => setAvailableAt(resendAvailableAfter(waitMs)),
    refused: (error) => setAvailableAt((current) => retryAt(error) ?? current),
  }
}
