import { contract } from '@contract'
import { isAppRoute, isZodType, type AppRoute, type AppRouter } from '@ts-rest/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TEST_API_ORIGIN } from '../test/client'
import { loginAs } from '../test/login-as'
import { useMockServer } from '../test/use-mock-server'

useMockServer()

/**
 * quality.md: "the mock never throws: any input, however malformed, gets the server's error shape".
 * Every route of the contract gets random and hostile fields, keys, path parameters and tokens, and
 * must answer one of its own statuses with a body its contract accepts, never a 500.
 */
function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)))
}

const fieldNames = ['email', 'password', 'password_confirmation', 'code', 'user_id', 'token', 'full_name', 'company_name', 'company_address', 'company_industry', 'company_size']
const hostileKeys = ['__proto__[polluted]', 'constructor[prototype][polluted]', 'email[]', 'code[0][1]', 'a[b][c][d][e][f][g]', 'user_id[999999999]', '[', 'email]', '']

const key = fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom(...hostileKeys), fc.string({ maxLength: 20 }))
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', 'true', '{}', '[]', '\u0000', 'x'.repeat(3000), 'maria.santos@bayanihantech.ph', '123456'),
  fc.integer().map(String),
)
const pathParameter = fc.oneof(fc.integer({ min: -5, max: 100 }).map(String), fc.string({ maxLength: 12 }))

describe('every route, fed random and hostile input', () => {
  for (const route of routesOf(contract)) {
    it(`${route.method} ${route.path} answers within its contract and never with a 500`, async () => {
      const { token } = await loginAs('regular')
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 8 }), pathParameter, fc.constantFrom('none', 'valid', 'garbage'), async (entries, parameter, auth) => {
          const path = route.path.replace(/:(\w+)/g, () => encodeURIComponent(parameter))
          const headers: Record<string, string> = auth === 'none' ? {} : { Authorization: `Bearer ${auth === 'valid' ? token : 'x.y.z'}` }
          let url = `${TEST_API_ORIGIN}${path}`
          let body: FormData | undefined
          if (route.method === 'GET') {
            url += `?${new URLSearchParams(entries).toString()}`
          } else {
            body = new FormData()
            for (const [name, content] of entries) body.append(name, content)
          }

          const response = await fetch(url, { method: route.method, headers, body })
          const schema: unknown = route.responses[response.status]
          expect(response.status).not.toBe(500)
          expect(isZodType(schema), `status ${response.status} is in the contract`).toBe(true)
          if (isZodType(schema)) expect(schema.safeParse(await response.json()).success).toBe(true)
          expect(({} as Record<string, unknown>).polluted).toBeUndefined()
        }),
        { numRuns: 25 },
      )
    })
  }
})
