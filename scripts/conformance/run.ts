import { contract } from '@contract'
import { IDEMPOTENCY_KEY_HEADER, takesIdempotencyKey } from '@contract/idempotency'
import { manilaDateOf } from '@contract/dates/manila'
import type { AppRoute, AppRouter } from '@ts-rest/core'
import {
  checkIdempotency,
  checkInvalidBody,
  checkSuccess,
  checkUnauthenticated,
  checkUnknownId,
  type KeyedWrite,
} from './checks'
import {
  dataOf,
  isSkip,
  kitCancelBody,
  plans as empleoPlans,
  requestKinds,
  type KitState,
  type RoutePlan,
} from './plans'
import { summarise, type ConformanceReport, type RouteResult, type Verdict } from './report'
import { authOf, contractRoutes, takesBody, takesParams, type ContractRoute } from './routes'
import { httpTransport, type Call, type SentRequest, type Transport } from './transport'

/**
 * Walks every route of the contract against a server and judges each answer (decision 29). The
 * login comes first and the token refresh and logout last; what the kit filed is cancelled before.
 */
export type ConformanceOptions = {
  baseUrl: string
  email: string
  password: string
  /** Send only GETs, besides the kit's own login and logout. */
  readOnly?: boolean
  /** For tests: another router or other plans; a transport that records what it sent. */
  router?: AppRouter
  plans?: Record<string, RoutePlan>
  sent?: SentRequest[]
}

function runOrder(routes: readonly ContractRoute[], plans: Record<string, RoutePlan>): ContractRoute[] {
  const first = routes.filter(({ key }) => key === 'auth.login')
  const last = routes.filter(({ key }) => plans[key]?.last)
  return [...first, ...routes.filter((route) => !first.includes(route) && !last.includes(route)), ...last]
}

/** How many records a route of `router`'s group makes: its `list`'s total, when it has one. */
function recordCounter(
  router: AppRouter,
  key: string,
  send: Transport,
  state: KitState,
): (() => Promise<number | undefined>) | undefined {
  const list = (router[key.split('.')[0] ?? ''] as Record<string, AppRoute> | undefined)?.list
  if (!list) return undefined
  return async () => {
    const answer = await send(list, { query: {} }, state.token)
    const meta = answer.ok ? (answer.json as { meta?: { total?: unknown } } | undefined)?.meta : undefined
    return typeof meta?.total === 'number' ? meta.total : undefined
  }
}

async function checkRoute(
  { key, route }: ContractRoute,
  plan: RoutePlan,
  state: KitState,
  send: Transport,
  readOnly: boolean,
  router: AppRouter,
): Promise<Verdict[]> {
  const verdicts: Verdict[] = []
  const needsToken = authOf(route) !== 'public'
  const writes = route.method !== 'GET'
  const unavailable = (check: Verdict['check'], wouldChange: boolean): Verdict | null => {
    if (readOnly && wouldChange) return { check, outcome: 'skipped', reason: 'read-only: this call could change data' }
    if (needsToken && !state.token) return { check, outcome: 'skipped', reason: `not signed in: ${state.noSession}` }
    return null
  }

  // The query of the successful call, so the call without a token differs from it only by the token.
  let validQuery: Call['query']
  // A write that takes an Idempotency-Key is made with one, then checked by it.
  const keyed = takesIdempotencyKey(route)
  let first: KeyedWrite['first'] = null
  const successBlocked = unavailable('success', (writes || Boolean(plan.changes)) && !plan.ownSession)
  if (successBlocked) verdicts.push(successBlocked)
  else {
    const planned = await plan.success(state)
    if (isSkip(planned)) verdicts.push({ check: 'success', outcome: 'skipped', reason: planned.skip })
    else {
      validQuery = planned.query
      const call = keyed ? { ...planned, headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() } } : planned
      const { verdict, json, answer } = await checkSuccess(route, send, call, state.token, plan.instead)
      verdicts.push(verdict)
      if (verdict.outcome === 'pass') {
        plan.remember?.(state, json)
        if (keyed) first = { call, answer }
      }
    }
  }

  const unknownCall: Call | undefined = plan.unknownId?.(state)

  if (needsToken) {
    verdicts.push(
      readOnly && writes
        ? { check: 'unauthenticated', outcome: 'skipped', reason: 'read-only: this call could change data' }
        : await checkUnauthenticated(route, send, { params: unknownCall?.params, query: validQuery, body: {} }),
    )
  }

  if (takesBody(route)) {
    const blocked = unavailable('invalid body', true)
    if (blocked) verdicts.push(blocked)
    else {
      const planned = plan.invalid?.(state) ?? { params: unknownCall?.params, body: {} }
      verdicts.push(
        isSkip(planned)
          ? { check: 'invalid body', outcome: 'skipped', reason: planned.skip }
          : await checkInvalidBody(route, send, planned, state.token),
      )
    }
  }

  if (keyed) {
    const blocked = unavailable('idempotency', true)
    const invalid = plan.invalid?.(state) ?? { body: {} }
    if (blocked) verdicts.push(blocked)
    else if (isSkip(invalid)) verdicts.push({ check: 'idempotency', outcome: 'skipped', reason: invalid.skip })
    else
      verdicts.push(
        await checkIdempotency(
          route,
          send,
          { first, invalid, count: recordCounter(router, key, send, state) },
          state.token,
        ),
      )
  }

  if (takesParams(route)) {
    const blocked = unavailable('unknown id', writes)
    if (!unknownCall)
      verdicts.push({ check: 'unknown id', outcome: 'fail', reason: `the plan of ${key} has no unknown-id call` })
    else verdicts.push(blocked ?? (await checkUnknownId(route, send, unknownCall, state.token)))
  }
  return verdicts
}

/** Cancels what the kit filed and did not get to cancel through the cancel route's own check. */
async function cancelLeftovers(router: AppRouter, state: KitState, send: Transport): Promise<string[]> {
  const notes: string[] = []
  for (const kind of requestKinds) {
    const id = state.filed[kind]
    const cancel = (router[kind] as Record<string, AppRoute> | undefined)?.cancel
    if (!id || state.cancelled[kind] || !cancel) continue
    const answer = await send(cancel, { params: { id }, body: kitCancelBody }, state.token)
    notes.push(
      answer.ok && answer.status === 200
        ? `cancelled the ${kind} request ${id} the kit filed`
        : `could not cancel the ${kind} request ${id} the kit filed: cancel it by hand`,
    )
  }
  return notes
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const { baseUrl, readOnly = false, router = contract, plans = empleoPlans } = options
  const send = httpTransport(baseUrl, options.sent)
  const state: KitState = {
    email: options.email,
    password: options.password,
    token: undefined,
    noSession: 'the login did not succeed',
    today: manilaDateOf(Date.now()),
    found: {},
    filed: {},
    cancelled: {},
    read: async (route, call = {}) => {
      const answer = await send(route, call, state.token)
      return answer.ok && answer.status === 200 ? dataOf(answer.json) : undefined
    },
  }

  const startedAt = new Date().toISOString()
  const routes = contractRoutes(router)
  const results = new Map<string, RouteResult>()
  let notes: string[] | null = null
  for (const entry of runOrder(routes, plans)) {
    if (plans[entry.key]?.last) notes ??= await cancelLeftovers(router, state, send)
    const plan = plans[entry.key]
    const verdicts: Verdict[] = plan
      ? await checkRoute(entry, plan, state, send, readOnly, router)
      : [{ check: 'success', outcome: 'fail', reason: 'no plan: add one to scripts/conformance/plans.ts' }]
    results.set(entry.key, { route: entry.key, method: entry.route.method, path: entry.route.path, verdicts })
  }

  // The table follows the contract's order, whatever order the checks ran in.
  const ordered = routes.map(({ key }) => results.get(key)!)
  notes ??= await cancelLeftovers(router, state, send)
  return { baseUrl, readOnly, startedAt, routes: ordered, summary: summarise(ordered), notes }
}
