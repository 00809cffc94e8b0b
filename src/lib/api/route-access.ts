import type { AppRoute } from '@ts-rest/core'
import type { RouteMetadata } from '@contract/router'

const accessLevels: readonly RouteMetadata['auth'][] = ['public', 'bearer', 'refresh']

function isAccessLevel(value: unknown): value is RouteMetadata['auth'] {
  return accessLevels.some((level) => level === value)
}

/**
 * Who may call the route, from its contract metadata. A route that forgot to say is treated as
 * needing the token: the token still only ever goes to the API origin.
 */
export function routeAccess(route: AppRoute): RouteMetadata['auth'] {
  const metadata = route.metadata
  const auth = metadata !== null && typeof metadata === 'object' && 'auth' in metadata ? metadata.auth : undefined
  return isAccessLevel(auth) ? auth : 'bearer'
}
