import type { AppRoute, AppRouter } from '@ts-rest/core'
import type { RouteMetadata } from './router'

/**
 * The contract with its schemas left out: what the app's API client needs of each route (its method,
 * path, body encoding and who may call it). The client is on every page's first load, and the
 * contract's schemas bring zod with them, about 20 KB that no page needs before a form opens
 * (docs/decisions/0039-zod-off-the-first-load.md). `route-table.gen.ts` holds the table of the
 * contract, written by `npm run contract:routes`; contract/route-table.test.ts fails when it is stale.
 */
export type RouteEntry = {
  readonly method: AppRoute['method']
  readonly path: string
  readonly contentType?: 'multipart/form-data' | 'application/json' | 'application/x-www-form-urlencoded'
  readonly metadata: Pick<RouteMetadata, 'auth'>
  /** ts-rest's client lists a route's answers; it never checks them here (no response validation). */
  readonly responses: Record<never, never>
}

export type RouteTable = { readonly [name: string]: RouteEntry | RouteTable }

const isRoute = (entry: AppRoute | AppRouter): entry is AppRoute => 'method' in entry && 'path' in entry

const authOf = (route: AppRoute): RouteMetadata['auth'] => {
  const metadata = route.metadata as Partial<RouteMetadata> | undefined
  return metadata?.auth ?? 'bearer'
}

/** A router's table: each route's method, path, encoding and access, in the router's own shape. */
export function routeTableOf(router: AppRouter): RouteTable {
  return Object.fromEntries(
    Object.entries(router).map(([name, entry]) => [
      name,
      isRoute(entry)
        ? {
            method: entry.method,
            path: entry.path,
            ...('contentType' in entry && entry.contentType !== undefined ? { contentType: entry.contentType } : {}),
            metadata: { auth: authOf(entry) },
            responses: {},
          }
        : routeTableOf(entry),
    ]),
  )
}
