import { execFile } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { contract } from '@contract'
import { okMessage } from '@contract/envelope'
import { c } from '@contract/router'
import { getResponse, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { handlers } from '../../mocks/handlers'
import { startMockHttpServer, type MockHttpServer } from '../../mocks/http-server'
import { resetMockBackend, takeContractViolations } from '../../mocks/node'
import { personas } from '../../mocks/seed/personas'
import { requestKinds } from './plans'
import { conforms, type ConformanceReport, type RouteResult } from './report'
import { contractRoutes } from './routes'
import { runConformance } from './run'
import type { SentRequest } from './transport'

// The kit against the mock server in this process: a conforming server, then the same server with
// one handler altered to break the contract, which the kit must catch.

const person = { email: personas.regular.email, password: personas.regular.password }

let mock: MockHttpServer | undefined
beforeEach(() => resetMockBackend())
afterEach(async () => {
  await mock?.close()
  mock = undefined
})

async function serve(altered: Parameters<typeof startMockHttpServer>[0] = {}) {
  mock = await startMockHttpServer(altered)
  return mock.url
}

const routeOf = (report: ConformanceReport, key: string): RouteResult | undefined =>
  report.routes.find((route) => route.route === key)
const failing = (report: ConformanceReport) =>
  report.routes
    .filter((route) => route.verdicts.some((verdict) => verdict.outcome === 'fail'))
    .map((route) => route.route)

/** The real handler's success with one change: what a server drifting from the contract does. */
const alter = (path: string, change: (body: { data: unknown }, status: number) => { body: unknown; status: number }) =>
  http.get(`*${path}`, async ({ request }) => {
    const real = (await getResponse(handlers, request))!
    if (real.status >= 300) return real
    const { body, status } = change((await real.json()) as { data: unknown }, real.status)
    return HttpResponse.json(body as Record<string, unknown>, { status })
  })

// A full walk makes about 130 calls; on two busy cores that can take longer than the default timeout.
describe('the conformance kit', { timeout: 60_000 }, () => {
  it('finds every route of the contract conforming on the mock server', async () => {
    const report = await runConformance({ baseUrl: await serve(), ...person })

    expect(failing(report)).toEqual([])
    expect(conforms(report)).toBe(true)
    expect(report.routes.map((route) => route.route)).toEqual(contractRoutes(contract).map(({ key }) => key))
    // Every route was really called: each has at least one check that passed.
    expect(report.routes.filter((route) => !route.verdicts.some((verdict) => verdict.outcome === 'pass'))).toEqual([])
    // What it filed, it cancelled: every kind's create and cancel checks passed.
    for (const key of requestKinds.flatMap((kind) => [`${kind}.create`, `${kind}.cancel`]))
      expect(routeOf(report, key)?.verdicts.find((verdict) => verdict.check === 'success')?.outcome, key).toBe('pass')
    expect(takeContractViolations()).toEqual([])
  })

  it('fails the route whose answer has a field of the wrong type, and only that route', async () => {
    const wrongType = alter(contract.leave.balances.path, (body, status) => ({
      status,
      body: {
        ...body,
        data: (body.data as { entitled_days: number }[]).map((b) => ({ ...b, entitled_days: `${b.entitled_days}` })),
      },
    }))
    const report = await runConformance({ baseUrl: await serve({ handlers: [wrongType, ...handlers] }), ...person })

    expect(failing(report)).toEqual(['leave.balances'])
    expect(routeOf(report, 'leave.balances')?.verdicts[0]).toMatchObject({
      check: 'success',
      outcome: 'fail',
      reason: expect.stringContaining('entitled_days') as string,
    })
    expect(conforms(report)).toBe(false)
  })

  it('fails the route that answers a status outside the contract', async () => {
    const wrongStatus = alter(contract.mood.today.path, (body) => ({ body, status: 202 }))
    const report = await runConformance({ baseUrl: await serve({ handlers: [wrongStatus, ...handlers] }), ...person })

    expect(failing(report)).toEqual(['mood.today'])
    expect(routeOf(report, 'mood.today')?.verdicts[0]).toMatchObject({
      outcome: 'fail',
      reason: expect.stringMatching(/answered 202, expected 200.*not in the contract/) as string,
    })
  })

  it('fails the write whose server ignores its Idempotency-Key, and only that route', async () => {
    const keyDropped = http.post(`*${contract.expense.create.path}`, async ({ request }) => {
      const headers = new Headers(request.headers)
      headers.delete('Idempotency-Key')
      return getResponse(handlers, new Request(request, { headers }))
    })
    const report = await runConformance({ baseUrl: await serve({ handlers: [keyDropped, ...handlers] }), ...person })

    expect(failing(report)).toEqual(['expense.create'])
    expect(
      routeOf(report, 'expense.create')?.verdicts.find((verdict) => verdict.check === 'idempotency'),
    ).toMatchObject({
      outcome: 'fail',
      reason: expect.stringMatching(/^a key that is not a UUID: answered 422, expected 400/) as string,
    })
    const keyVerdict = (key: string) =>
      routeOf(report, key)?.verdicts.find((verdict) => verdict.check === 'idempotency')
    // The leave was filed with a key and sent again by it; the kit never shares the person's mood.
    expect(keyVerdict('leave.create')).toEqual({ check: 'idempotency', outcome: 'pass' })
    expect(keyVerdict('mood.submit')).toMatchObject({
      outcome: 'pass',
      note: expect.stringMatching(/only a malformed key/),
    })
  })

  it('reports a route of the contract it has no plan for', async () => {
    const router = {
      auth: contract.auth,
      extra: c.router({ ping: { method: 'GET', path: '/api/v1/employee/ping', responses: { 200: okMessage } } }),
    }
    const report = await runConformance({ baseUrl: await serve(), ...person, router })

    expect(routeOf(report, 'extra.ping')?.verdicts).toEqual([
      { check: 'success', outcome: 'fail', reason: expect.stringContaining('no plan') as string },
    ])
    expect(conforms(report)).toBe(false)
  })

  it('sends nothing but GETs in read-only mode, besides its own login and logout', async () => {
    const sent: SentRequest[] = []
    const report = await runConformance({ baseUrl: await serve(), ...person, readOnly: true, sent })

    expect(conforms(report)).toBe(true)
    const writes = sent.filter((request) => request.method !== 'GET').map((request) => new URL(request.url).pathname)
    expect(writes).toEqual([contract.auth.login.path, contract.auth.logout.path])
    expect(routeOf(report, 'leave.create')?.verdicts.every((verdict) => verdict.outcome === 'skipped')).toBe(true)
  })

  it('exits 1 from the command line against a broken server, with the failure in its JSON report', async () => {
    const wrongType = alter(contract.payslip.unviewedCount.path, (body, status) => ({
      status,
      body: { ...body, data: { count: -1 } },
    }))
    const baseUrl = await serve({ handlers: [wrongType, ...handlers] })
    const reportFile = join(await mkdtemp(join(tmpdir(), 'conformance-')), 'report.json')

    const run = promisify(execFile)(
      'npx',
      ['tsx', 'scripts/conformance/cli.ts', '--base-url', baseUrl, '--report', reportFile],
      {
        env: { ...process.env, CONFORMANCE_EMAIL: person.email, CONFORMANCE_PASSWORD: person.password },
      },
    )
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringMatching(/payslip\.unviewedCount .*FAIL/) as string,
    })
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as ConformanceReport
    expect(failing(report)).toEqual(['payslip.unviewedCount'])
    expect(report.summary.fail).toBe(1)
  }, 90_000)
})
