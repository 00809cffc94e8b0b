import { z } from 'zod'
import * as clock from '../clock'
import {
  failNext,
  injectedFailures,
  networkState,
  resetControlState,
  setLatency,
  setOffline,
  type InjectedFailure,
} from '../injected-faults'
import { resetDatabase } from '../db/reset'
import { latestEmailTo, readOutbox } from '../outbox'
import { controlRoute } from './control-route'

/** What time and the network do: the clock, latency, failures, the outbox, a fresh start. */

function clockReading() {
  return { now: clock.nowIso(), manila_date: clock.manilaDate(), offset_ms: clock.getOffset() }
}

export const serverControl = {
  /** Every e-mail sent, oldest first; only those to `to` when given. */
  outbox: (to?: string) => readOutbox(to),
  latestEmail: (to: string) => latestEmailTo(to),

  clock: clockReading,
  advanceClock: (ms: number) => {
    clock.advance(ms)
    return clockReading()
  },
  setClock: (instant: string | number | Date) => {
    clock.set(instant)
    return clockReading()
  },
  resetClock: () => {
    clock.reset()
    return clockReading()
  },

  /** Every API call waits this long first (0 turns it off). */
  setLatency: (ms: number) => setLatency(ms),
  /** The next API call fails this way, once (a lost answer: the next write's). */
  failNext: (kind: InjectedFailure) => failNext(kind),
  /** Every API call fails as a dropped line would until switched back; these control routes go on working. */
  setOffline: (on: boolean) => {
    setOffline(on)
    return networkState()
  },
  network: () => networkState(),

  /** Back to the seeded data, real time, no latency, no pending failure, online. */
  resetDatabase: async () => {
    clock.reset()
    resetControlState()
    await resetDatabase()
  },
}

export const serverControlRoutes = [
  controlRoute(
    'GET',
    '/outbox',
    'E-mails sent, oldest first (?to= for one address)',
    z.object({ to: z.string().optional() }),
    ({ to }) => serverControl.outbox(to),
  ),
  controlRoute(
    'GET',
    '/outbox/latest',
    'The last e-mail to an address (?to=)',
    z.object({ to: z.string().min(1) }),
    ({ to }) => serverControl.latestEmail(to),
  ),
  controlRoute('GET', '/clock', 'The mock time', z.object({}), () => serverControl.clock()),
  controlRoute(
    'POST',
    '/clock/advance',
    'Move the clock forward by ms',
    z.object({ ms: z.coerce.number().int() }),
    ({ ms }) => serverControl.advanceClock(ms),
  ),

  controlRoute(
    'POST',
    '/clock',
    'Set the clock to an instant ({ now })',
    z.object({ now: z.string().datetime({ offset: true }) }),
    ({ now }) => serverControl.setClock(now),
  ),
  controlRoute('POST', '/clock/reset', 'Back to real time', z.object({}), () => serverControl.resetClock()),
  controlRoute(
    'POST',
    '/latency',
    'Delay every API call by ms',
    z.object({ ms: z.coerce.number().int().min(0).max(60_000) }),
    ({ ms }) => serverControl.setLatency(ms),
  ),
  controlRoute(
    'POST',
    '/fail-next',
    'Fail the next API call',
    z.object({ kind: z.enum(injectedFailures) }),
    ({ kind }) => serverControl.failNext(kind),
  ),
  controlRoute(
    'GET',
    '/network',
    'Whether the API is offline, and the failure set for the next call',
    z.object({}),
    () => serverControl.network(),
  ),
  controlRoute(
    'POST',
    '/offline',
    'Every API call fails as a dropped line would ({ on: true }) until switched back ({ on: false })',
    z.object({ on: z.boolean() }),
    ({ on }) => serverControl.setOffline(on),
  ),
  controlRoute('POST', '/reset', 'Reseed the database, reset clock and conditions', z.object({}), () =>
    serverControl.resetDatabase(),
  ),
]
