import { contract } from '@contract'
import { contractRoutes } from '../conformance/routes'

/**
 * The contract route a request was for ("leave.get"), from its method and path, or null if none. A
 * literal path wins over a parameter: /leaves/calendar is leave.calendar, not leave.get with id
 * "calendar".
 */
const matchers = contractRoutes(contract)
  .map(({ key, route }) => ({
    key,
    method: route.method,
    params: (route.path.match(/:[A-Za-z_]+/g) ?? []).length,
    pattern: new RegExp(`^${route.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params)

export function routeOf(method: string, url: string): string | null {
  const path = url.split('?')[0] ?? url
  return matchers.find((matcher) => matcher.method === method && matcher.pattern.test(path))?.key ?? null
}
