import { contract } from '@contract'
import { MOCK_SERVER_ORIGIN } from '@contract/openapi'
import type { OperationExamples } from '@contract/openapi/examples'
import { encodeMultipart } from '@contract/wire'
import { getCompleteUrl, isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core'
import { inFrozenWorld } from './frozen-world'

/**
 * Examples for every operation of the OpenAPI document, recorded from the mock itself: the seeded
 * personas make real calls through the mock's handlers (mocks/node.ts) at a fixed instant, and each
 * operation keeps its first call and the answer it got (scripts/openapi/example-calls.ts).
 */

/** Monday 23 November 2026, 09:00 in Manila: the instant the mock's own tests seed at. */
export const EXAMPLE_INSTANT = '2026-11-23T01:00:00.000Z'

export type Call = {
  params?: Record<string, string | number>
  query?: Record<string, unknown>
  body?: Record<string, unknown>
  token?: string
  /** Headers a browser or a proxy would add (User-Agent, X-Forwarded-For); never part of the example. */
  headers?: Record<string, string>
}

/** Sends one call as the app does and answers `data`; `example` names who, for the first call of a route. */
export type Send = (key: string, call: Call, who?: string) => Promise<unknown>

function routeMap(router: AppRouter, prefix: string[] = []): Map<string, AppRoute> {
  return new Map(
    Object.entries(router).flatMap(([key, entry]) =>
      isAppRoute(entry) ? [[[...prefix, key].join('.'), entry] as const] : [...routeMap(entry, [...prefix, key])],
    ),
  )
}

/** Part names as the client sends them; a file stands as its name, repeated names as a list. */
function sentParts(body: Record<string, unknown>): Record<string, unknown> {
  const parts: Record<string, unknown> = {}
  for (const [name, value] of encodeMultipart(body).entries()) {
    const text = typeof value === 'string' ? value : `(the bytes of ${value.name})`
    if (name.endsWith('[]')) parts[name] = [...((parts[name] as string[] | undefined) ?? []), text]
    else parts[name] = text
  }
  return parts
}

const isMultipart = (route: AppRoute) => 'contentType' in route && route.contentType === 'multipart/form-data'

export async function recordExamples(): Promise<OperationExamples> {
  return inFrozenWorld(EXAMPLE_INSTANT, async () => {
    const { server, resetMockBackend, takeContractViolations } = await import('../../mocks/node')
    const { playExampleCalls } = await import('./example-calls')
    const routes = routeMap(contract)
    const examples: OperationExamples = {}

    const send: Send = async (key, { params, query, body, token, headers: sentHeaders }, who) => {
      const route = routes.get(key)
      if (!route) throw new Error(`No route ${key} in the contract`)
      const url = getCompleteUrl(query, MOCK_SERVER_ORIGIN, params ?? {}, route, false)
      const headers: Record<string, string> = { ...sentHeaders, Accept: 'application/json' }
      if (token) headers.Authorization = `Bearer ${token}`
      let sent: FormData | string | undefined
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        if (isMultipart(route)) sent = encodeMultipart(body ?? {})
        else {
          headers['Content-Type'] = 'application/json'
          sent = JSON.stringify(body ?? {})
        }
      }
      const response = await fetch(url, { method: route.method, headers, body: sent })
      const json: unknown = (response.headers.get('content-type') ?? '').includes('json')
        ? await response.json()
        : undefined
      if (!response.ok) throw new Error(`${key} answered ${response.status}: ${JSON.stringify(json)}`)
      if (who && !examples[key]) {
        examples[key] = {
          who,
          params,
          query,
          body: body && route.method !== 'GET' ? (isMultipart(route) ? sentParts(body) : body) : undefined,
          status: response.status,
          answer: json,
        }
      }
      return json !== null && typeof json === 'object' && 'data' in json ? json.data : undefined
    }

    server.listen({ onUnhandledRequest: 'error' })
    try {
      await resetMockBackend()
      await playExampleCalls(send)
      const violations = takeContractViolations()
      if (violations.length > 0) throw new Error(`The mock broke the contract: ${violations.join('; ')}`)
    } finally {
      server.close()
    }
    return JSON.parse(JSON.stringify(examples)) as OperationExamples
  })
}
