import { contract, type Contract } from '@contract'
import { isAppRoute, isAppRouteOtherResponse, isZodType, type AppRoute, type AppRouter } from '@ts-rest/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { takeContractViolations } from '../../adapter'
import { db } from '../../db'
import { personas, type PersonaKey } from '../../seed/personas'
import { temporaryFileUrl } from '../../storage/signed-urls'
import { loginAs } from '../login-as'
import { userIdOf } from '../seeded'
import { useMockServer } from '../use-mock-server'
import { fuzzRequest, send, type FuzzRequest, type Samples } from './requests'

/**
 * docs/product/quality-targets.md#reliability: "the mock never throws: any input, however malformed, gets the server's
 * error shape". Every route of the contract gets random requests built from its own schemas (so many reach the business
 * rules) and hostile ones (wrong types, missing and junk fields, prototype keys, huge and unicode strings, lying files,
 * JSON where multipart is expected and the reverse, bad tokens). Each must answer a status its route lists, with a body
 * the contract accepts for it, and never a 500. A request naming another employee's leave, expense or payslip answers
 * exactly as one naming an id nobody has: never a 2xx, never a 409 that would tell the record's state.
 *
 * Replay a failure with FUZZ_SEED=<seed> (printed on failure); FUZZ_RUNS raises the runs per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 80)

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)))
}

const callers: PersonaKey[] = ['regular', 'probationary', 'contractor', 'onboarding', 'owner', 'twoFactor']

async function signInEveryone(): Promise<Partial<Record<PersonaKey, string>>> {
  const sessions = await Promise.all(callers.map(async (persona) => [persona, (await loginAs(persona)).token] as const))
  return Object.fromEntries(sessions)
}

async function samples(): Promise<Samples> {
  const fileLinks = await Promise.all(
    db.stored_file
      .getAll()
      .slice(0, 3)
      .map(async (file) => {
        const url = new URL(await temporaryFileUrl('', file.stored_name), 'http://link')
        return { name: file.stored_name, query: Object.fromEntries(url.searchParams) }
      }),
  )
  // The main persona's records first and most often, then everyone else's (which must answer 404).
  const mainFirst = <T extends { id: number; user_id: number }>(rows: T[]) => {
    const mainId = db.user.getAll().find((user) => user.email === personas.regular.email)?.id
    const own = rows.filter((row) => row.user_id === mainId).map((row) => row.id)
    return [...own, ...own, ...rows.map((row) => row.id)]
  }
  return {
    ids: {
      leaves: mainFirst(db.leave_request.getAll()),
      'item-requests': mainFirst(db.expense_request.getAll()),
      payslips: mainFirst(db.payslip.getAll()),
      signup: db.user.getAll().map((user) => user.id),
    },
    fileLinks,
  }
}

/** Each employee's record, by the path segment that names it; the owner's user id for each id. */
function owners(): Record<string, ReadonlyMap<number, number>> {
  const ownerOf = (rows: { id: number; user_id: number }[]) => new Map(rows.map((row) => [row.id, row.user_id]))
  return {
    leaves: ownerOf(db.leave_request.getAll()),
    'item-requests': ownerOf(db.expense_request.getAll()),
    payslips: ownerOf(db.payslip.getAll()),
  }
}

/**
 * When the request names another employee's record (a signed-in persona, a known id that is not
 * theirs), the same request with an id nobody has: the answers must not tell them apart.
 */
function foreignTwin(route: AppRoute, request: FuzzRequest, owned: ReturnType<typeof owners>): FuzzRequest | null {
  const resource = /\/([\w-]+)\/:id\b/.exec(route.path)?.[1]
  const owner = resource ? owned[resource]?.get(Number(request.params.id)) : undefined
  if (owner === undefined || !callers.includes(request.caller as PersonaKey)) return null
  if (owner === userIdOf(request.caller as PersonaKey)) return null
  return { ...request, params: { ...request.params, id: String(Math.max(0, ...owned[resource!]!.keys()) + 100_000) } }
}

async function answerOf(response: Response): Promise<{ status: number; body: string }> {
  return { status: response.status, body: await response.text() }
}

async function expectWithinContract(route: AppRoute, response: Response): Promise<void> {
  const declared: unknown = route.responses[response.status]
  expect(response.status, 'a 500 means the mock threw or broke the contract').not.toBe(500)
  expect(declared, `status ${response.status} is listed for the route`).toBeDefined()
  if (isZodType(declared)) {
    const parsed = declared.safeParse(await response.json())
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true)
  } else if (isAppRouteOtherResponse(declared as Parameters<typeof isAppRouteOtherResponse>[0])) {
    const { contentType } = declared as { contentType: string }
    const sent = response.headers.get('content-type') ?? ''
    expect(sent).not.toContain('json')
    if (contentType !== 'application/octet-stream') expect(sent).toBe(contentType)
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0)
  }
}

/**
 * The fuzz of every route of these areas of the contract, for a test file to call at its top level. The areas are
 * fuzzed in a few files (mocks/fuzz-*.test.ts, which together name every area: areas.test.ts) so that CI's two
 * workers share them (docs/decisions/0073-ci-time-suites.md).
 */
export function fuzzEveryRouteOf(areas: readonly (keyof Contract)[]): void {
  useMockServer()
  describe('every route, fed random and hostile input', () => {
    for (const area of areas) fuzzRoutes(routesOf(contract[area]))
  })
}

function fuzzRoutes(routes: AppRoute[]): void {
  for (const route of routes) {
    it(`${route.method} ${route.path} answers within its contract`, async () => {
      const tokens = await signInEveryone()
      const owned = owners()
      let foreignNotFound = 0
      const property = fc.asyncProperty(fuzzRequest(route, await samples()), async (request) => {
        const response = await send(route, request, tokens)
        const twin = foreignTwin(route, request, owned)
        if (twin) {
          // Another employee's record answers exactly as a missing one: 404 once past the checks before
          // the lookup (sign-in, the employment-type gate, the body), never a 2xx or the record's state.
          const foreign = await answerOf(response.clone())
          expect(foreign.status, "another employee's record").not.toBeLessThan(300)
          expect(foreign, "another employee's record answers as an id nobody has").toEqual(
            await answerOf(await send(route, twin, tokens)),
          )
          if (foreign.status === 404) foreignNotFound += 1
        }
        await expectWithinContract(route, response)
        expect(takeContractViolations()).toEqual([])
        expect(Object.prototype).not.toHaveProperty('polluted')
      })
      try {
        await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true })
      } catch (error) {
        throw new Error(
          `Fuzzing ${route.method} ${route.path} failed; replay with FUZZ_SEED=${SEED}.\n${error instanceof Error ? error.message : String(error)}`,
        )
      }
      // A route that names employees' records must have met the ownership check, not only earlier refusals.
      if (/\/(leaves|item-requests|payslips)\/:id\b/.test(route.path))
        expect(foreignNotFound, "requests for another employee's record answered 404").toBeGreaterThan(0)
    })
  }
}
