import { initClient, isAppRoute, type AppRouter } from '@ts-rest/core'
import type { Contract } from '@contract'
import { contractRoutes } from '@contract/route-table.gen'
import { createApiFetcher } from './api-fetcher'
import { createTokenRefresher } from './token-refresh'

type RouteCall = (args?: Record<string, unknown>) => Promise<unknown>

/**
 * ts-rest 3.52 builds a multipart body before our fetcher runs and throws on a missing one, which is
 * every `c.noBody()` POST (refresh, logout, switch-account). Give those an empty form instead.
 */
function defaultMultipartBodies(router: AppRouter, client: Record<string, unknown>): void {
  for (const [key, entry] of Object.entries(router)) {
    const member = client[key]
    if (isAppRoute(entry)) {
      if (entry.method === 'GET' || !('contentType' in entry) || entry.contentType !== 'multipart/form-data') continue
      if (typeof member !== 'function') continue
      const call = member as RouteCall
      client[key] = (args?: Record<string, unknown>) => call({ ...args, body: args?.body ?? new FormData() })
    } else if (member !== null && typeof member === 'object') {
      defaultMultipartBodies(entry, member as Record<string, unknown>)
    }
  }
}

/**
 * The contract's routes without their schemas (contract/route-table.ts), typed as the contract: the
 * client needs each route's method, path, encoding and access, and the types come from the contract.
 */
const routes = contractRoutes as unknown as Contract

/**
 * The typed client of the whole contract. `baseUrl` is the API origin, or '' for the app's own origin.
 * Feature code uses the app's instance (`api` from '@/lib/api'); tests build their own.
 */
export function createApiClient({ baseUrl }: { baseUrl: string }) {
  const apiOrigin = new URL(baseUrl || window.location.origin).origin
  const refreshAccessToken = createTokenRefresher(
    new URL(`${baseUrl}${contractRoutes.auth.refresh.path}`, window.location.href).href,
  )
  const client = initClient(routes, {
    baseUrl,
    api: createApiFetcher({ apiOrigin, refreshAccessToken }),
    throwOnUnknownStatus: false,
  })
  defaultMultipartBodies(routes, client)
  return { client, refreshAccessToken }
}

export type ApiClient = ReturnType<typeof createApiClient>['client']
