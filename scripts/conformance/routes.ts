import { isAppRoute, isZodType, type AppRoute, type AppRouter } from '@ts-rest/core'
import type { RouteMetadata } from '@contract/router'

/**
 * Every route of a ts-rest router, walked at run time, so a route added to the contract is checked
 * (or reported as having no plan) without anyone remembering to list it.
 */
export type ContractRoute = { key: string; route: AppRoute }

export function contractRoutes(router: AppRouter, prefix = ''): ContractRoute[] {
  return Object.entries(router).flatMap(([name, entry]) => {
    const key = prefix ? `${prefix}.${name}` : name
    return isAppRoute(entry) ? [{ key, route: entry }] : contractRoutes(entry, key)
  })
}

export const authOf = (route: AppRoute): RouteMetadata['auth'] => {
  const auth = (route.metadata as Partial<RouteMetadata> | undefined)?.auth
  return auth === 'public' || auth === 'refresh' ? auth : 'bearer'
}

export const isGated = (route: AppRoute): boolean =>
  typeof (route.metadata as Partial<RouteMetadata> | undefined)?.feature === 'string'

export const takesBody = (route: AppRoute): boolean =>
  route.method !== 'GET' && 'body' in route && isZodType(route.body)

export const takesParams = (route: AppRoute): boolean => isZodType(route.pathParams) || /\/:[A-Za-z]/.test(route.path)
