import { errorBodySchema, errorResponses, ok, okMessage } from '@contract/envelope'
import { listQuerySchema, requiredString } from '@contract/fields'
import { bearerRoute, gatedRoute, publicRoute } from '@contract/router'
import { initContract } from '@ts-rest/core'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { implement, success, takeContractViolations, unservedRequests } from './adapter'
import { control } from './control-api/index'
import { server } from './node'
import { loginAs } from './test/login-as'
import { useMockServer } from './test/use-mock-server'

useMockServer()

const c = initContract()
const PROBE_PREFIX = '/api/v1/employee/adapter-test'
const BASE = `http://empleo.test${PROBE_PREFIX}`

const contactSchema = z.object({ name: requiredString('name'), relationship: requiredString('relationship') })
const probe = c.router(
  {
    echo: {
      method: 'POST',
      path: '/echo',
      contentType: 'multipart/form-data',
      body: z.object({ name: requiredString('name'), contacts: z.array(contactSchema).max(3).default([]) }),
      responses: { 200: ok(z.object({ name: z.string(), contacts: z.array(contactSchema) })) },
      metadata: publicRoute,
    },
    rename: {
      method: 'PATCH',
      path: '/echo',
      body: z.object({ name: requiredString('name') }),
      responses: { 200: ok(z.object({ name: z.string() })) },
      metadata: publicRoute,
    },
    ping: {
      method: 'POST',
      path: '/ping',
      contentType: 'multipart/form-data',
      body: c.noBody(),
      responses: { 200: okMessage },
      metadata: publicRoute,
    },
    list: {
      method: 'GET',
      path: '/list',
      query: listQuerySchema({ sortFields: ['id'], defaultSort: '-id', filters: {} }, {}),
      responses: { 200: ok(z.object({ page: z.number() })) },
      metadata: bearerRoute,
    },
    expenses: { method: 'GET', path: '/expenses', responses: { 200: okMessage }, metadata: gatedRoute('expense') },
    broken: { method: 'GET', path: '/broken', responses: { 200: okMessage }, metadata: publicRoute },
    liar: {
      method: 'GET',
      path: '/liar',
      responses: { 200: ok(z.object({ count: z.number().int().min(0) })) },
      metadata: publicRoute,
    },
  },
  { pathPrefix: PROBE_PREFIX, commonResponses: errorResponses, strictStatusCodes: true },
)

const useProbe = () =>
  server.use(
    implement(probe.echo, ({ body }) => success(body, 'Echoed.')),
    implement(probe.rename, ({ body }) => success(body, 'Renamed.')),
    implement(probe.ping, () => success(null, 'Pong.')),
    implement(probe.list, ({ query }) => success({ page: query.page }, 'Listed.')),
    implement(probe.expenses, () => success(null, 'Expenses.')),
    implement(probe.broken, () => {
      throw new Error('a bug in a handler')
    }),
    // Well typed, yet outside the contract: the count must not be negative.
    implement(probe.liar, () => success({ count: -1 }, 'Lies.')),
    // Last, as in mocks/handlers: what the probe's routes did not take.
    unservedRequests(probe, PROBE_PREFIX),
  )

const form = (entries: [string, string | Blob][]) => {
  const body = new FormData()
  for (const [key, value] of entries) body.append(key, value)
  return body
}

describe('the adapter', () => {
  it('reads multipart bodies in bracket notation, as a Laravel server does', async () => {
    useProbe()
    const response = await fetch(`${BASE}/echo`, {
      method: 'POST',
      body: form([
        ['name', 'Maria'],
        ['contacts[0][name]', 'Jose'],
        ['contacts[0][relationship]', 'Brother'],
      ]),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      message: 'Echoed.',
      data: { name: 'Maria', contacts: [{ name: 'Jose', relationship: 'Brother' }] },
      errors: null,
    })
  })

  it("reads a JSON route's body, and answers 400 in the server shape when the JSON is broken", async () => {
    useProbe()
    const good = await fetch(`${BASE}/echo`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: '{"name":"Maria"}',
    })
    expect(good.status).toBe(200)
    expect(await good.json()).toEqual({ message: 'Renamed.', data: { name: 'Maria' }, errors: null })
    const broken = await fetch(`${BASE}/echo`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": "Maria",',
    })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ message: 'The request body is not valid JSON.', data: null, errors: null })
  })

  it("refuses a body in another encoding than the route's with 415, naming the one it takes", async () => {
    useProbe()
    const refusals: { method: string; headers?: Record<string, string>; body: BodyInit }[] = [
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"Maria"}' },
      { method: 'POST', body: new URLSearchParams({ name: 'Maria' }) },
      { method: 'POST', body: 'name=Maria' },
      { method: 'PATCH', body: form([['name', 'Maria']]) },
      { method: 'PATCH', body: '{"name":"Maria"}' },
    ]
    for (const { method, headers, body } of refusals) {
      const response = await fetch(`${BASE}/echo`, { method, headers, body })
      const expected = method === 'POST' ? 'multipart/form-data' : 'application/json'
      expect(response.status, `${method} ${String(body)}`).toBe(415)
      expect(await response.json()).toEqual({
        message: `The request body must be sent as ${expected}.`,
        data: null,
        errors: null,
      })
      expect(response.headers.get(method === 'POST' ? 'accept-post' : 'accept-patch')).toBe(expected)
    }
  })

  it('refuses a body on a route that takes none, as any route refuses a body it cannot take', async () => {
    useProbe()
    const refusals: { headers?: Record<string, string>; body: BodyInit; status: number }[] = [
      { headers: { 'Content-Type': 'application/json' }, body: '{"name":', status: 415 },
      { headers: { 'Content-Type': 'application/json' }, body: '{}', status: 415 },
      { headers: { 'Content-Type': 'text/plain' }, body: 'hello', status: 415 },
      { body: 'hello', status: 415 },
      { headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: 'not a form', status: 400 },
      { body: form([['unknown', 'field']]), status: 400 },
    ]
    for (const { headers, body, status } of refusals) {
      const response = await fetch(`${BASE}/ping`, { method: 'POST', headers, body })
      expect(response.status, `${JSON.stringify(headers)} ${String(body)}`).toBe(status)
      expect(errorBodySchema.safeParse(await response.json()).success).toBe(true)
    }
    const { token } = await loginAs('regular')
    for (const path of ['/notifications/read-all', '/auth/refresh', '/auth/logout']) {
      const response = await fetch(`http://empleo.test/api/v1/employee${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
        body: 'hello',
      })
      expect(response.status, path).toBe(415)
    }
  })

  it('reads no body as no fields, and never asks a route without a body for an encoding', async () => {
    useProbe()
    const empty = await fetch(`${BASE}/echo`, { method: 'POST' })
    expect(empty.status).toBe(422)
    expect(await empty.json()).toMatchObject({ errors: { name: ['The name field is required.'] } })
    const encodings: Record<string, string>[] = [
      {},
      { 'Content-Type': 'application/json' },
      { 'Content-Type': 'text/plain' },
    ]
    for (const headers of encodings) {
      const ping = await fetch(`${BASE}/ping`, { method: 'POST', headers })
      expect(ping.status, JSON.stringify(headers)).toBe(200)
    }
    expect((await fetch(`${BASE}/ping`, { method: 'POST', body: new FormData() })).status).toBe(200)
  })

  it('answers a known path asked with another method 405, with Allow, in the server shape', async () => {
    useProbe()
    for (const method of ['DELETE', 'PUT', 'GET']) {
      const response = await fetch(`${BASE}/echo`, { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('POST, PATCH')
      expect(await response.json()).toEqual({
        message: `The ${method} method is not supported for this route. Supported methods: POST, PATCH.`,
        data: null,
        errors: null,
      })
    }
    const ping = await fetch(`${BASE}/ping`, { method: 'DELETE' })
    expect([ping.status, ping.headers.get('allow')]).toEqual([405, 'POST'])
    expect((await fetch(`${BASE}/nowhere`, { method: 'DELETE' })).status).toBe(404)
  })

  it("answers the contract's own paths asked with another method 405 with the methods they take", async () => {
    const { token } = await loginAs('regular')
    const cases = [
      ['DELETE', '/leaves/1', 'GET'],
      ['PUT', '/leaves', 'GET, POST'],
      ['POST', '/leaves/holidays', 'GET'],
      ['PUT', '/profile/password', 'PATCH'],
      ['GET', '/auth/login', 'POST'],
      ['DELETE', '/item-requests/1/cancel', 'POST'],
    ] as const
    for (const [method, path, allow] of cases) {
      const response = await fetch(`http://empleo.test/api/v1/employee${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}` },
      })
      expect([response.status, response.headers.get('allow')], `${method} ${path}`).toEqual([405, allow])
      expect(errorBodySchema.safeParse(await response.json()).success).toBe(true)
    }
  })

  it('answers 422 with dotted field paths and a Laravel summary', async () => {
    useProbe()
    const response = await fetch(`${BASE}/echo`, {
      method: 'POST',
      body: form([
        ['contacts[0][name]', 'Jose'],
        ['contacts[1][relationship]', ''],
      ]),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'The name field is required. (and 3 more errors)',
      data: null,
      errors: {
        name: ['The name field is required.'],
        'contacts.0.relationship': ['The relationship field is required.'],
        'contacts.1.name': ['The name field is required.'],
        'contacts.1.relationship': ['The relationship field is required.'],
      },
    })
  })

  it('answers hostile multipart keys with a contract-valid error and pollutes nothing', async () => {
    useProbe()
    const hostile: [string, string][] = [
      ['__proto__[polluted]', 'yes'],
      ['constructor[prototype][polluted]', 'yes'],
      ['contacts[__proto__][name]', 'x'],
      ['name[a][b][c][d][e][f][g]', 'deep'],
      ['contacts[99999999][name]', 'far'],
      ['contacts[][name]]', 'odd'],
      ['[', 'x'],
    ]
    const response = await fetch(`${BASE}/echo`, { method: 'POST', body: form(hostile) })
    expect(response.status).toBe(422)
    expect(errorBodySchema.safeParse(await response.json()).success).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it("reads an empty form as no fields where the runtime's form reader refuses it, as Chromium 150's does", async () => {
    useProbe()
    const { token } = await loginAs('regular')
    const refuse = vi.spyOn(Request.prototype, 'formData').mockRejectedValue(new TypeError('Failed to fetch'))
    try {
      expect((await fetch(`${BASE}/ping`, { method: 'POST', body: new FormData() })).status).toBe(200)
      const empty = await fetch(`${BASE}/echo`, { method: 'POST', body: new FormData() })
      expect(empty.status).toBe(422)
      expect(await empty.json()).toMatchObject({ errors: { name: ['The name field is required.'] } })
      const refresh = await fetch('http://empleo.test/api/v1/employee/auth/refresh', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: new FormData(),
      })
      expect(refresh.status).toBe(200)
      const filled = await fetch(`${BASE}/echo`, { method: 'POST', body: form([['name', 'Ana']]) })
      expect(filled.status).toBe(400)
    } finally {
      refuse.mockRestore()
    }
  })

  it('answers a multipart body that cannot be read with 400', async () => {
    useProbe()
    const response = await fetch(`${BASE}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nothing' },
      body: 'garbage',
    })
    expect(response.status).toBe(400)
    expect(errorBodySchema.safeParse(await response.json()).success).toBe(true)
  })

  it('decodes and checks queries with the route schema', async () => {
    useProbe()
    const { token } = await loginAs('regular')
    const headers = { Authorization: `Bearer ${token}` }
    expect(await (await fetch(`${BASE}/list?page=3`, { headers })).json()).toMatchObject({ data: { page: 3 } })
    const tooMany = await fetch(`${BASE}/list?per_page=1000`, { headers })
    expect(tooMany.status).toBe(422)
    expect(await tooMany.json()).toMatchObject({
      errors: { per_page: ['The per page field must not be greater than 100.'] },
    })
  })

  it('asks for a token before looking at the input', async () => {
    useProbe()
    const response = await fetch(`${BASE}/list?per_page=1000`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthenticated.', data: null, errors: null })
    const garbage = await fetch(`${BASE}/list`, { headers: { Authorization: 'Bearer a.b.c' } })
    expect(garbage.status).toBe(401)
  })

  it('gates a feature by employment type: regular yes; contractor, probationary and a non-employee admin no', async () => {
    useProbe()
    for (const [persona, status] of [
      ['regular', 200],
      ['contractor', 403],
      ['probationary', 403],
      ['owner', 403],
    ] as const) {
      const { token } = await loginAs(persona)
      const response = await fetch(`${BASE}/expenses`, { headers: { Authorization: `Bearer ${token}` } })
      expect(response.status, persona).toBe(status)
      if (status === 403)
        expect(await response.json()).toMatchObject({
          message: 'This feature is not available for your employment type.',
        })
    }
  })

  it('answers 500 in the server shape when a handler throws, and reports it', async () => {
    useProbe()
    const response = await fetch(`${BASE}/broken`)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'Server Error', data: null, errors: null })
    expect(takeContractViolations()).toEqual([expect.stringContaining('a bug in a handler')])
  })

  it('refuses, loudly, an answer outside the contract', async () => {
    useProbe()
    const response = await fetch(`${BASE}/liar`)
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('outside the contract') })
    expect(takeContractViolations()).toEqual([expect.stringContaining('/liar answered 200 outside the contract')])
  })

  it('answers an API path that no route serves with a JSON 404', async () => {
    const response = await fetch('http://empleo.test/api/v1/employee/no-such-thing')
    expect(response.status).toBe(404)
    expect(errorBodySchema.safeParse(await response.json()).success).toBe(true)
  })

  it('fails the next call once, as asked: network error, 500 or 429', async () => {
    useProbe()
    control.failNext('network')
    await expect(fetch(`${BASE}/expenses`)).rejects.toThrow()
    control.failNext('500')
    expect((await fetch(`${BASE}/echo`, { method: 'POST', body: form([['name', 'x']]) })).status).toBe(500)
    control.failNext('429')
    const limited = await fetch(`${BASE}/echo`, { method: 'POST', body: form([['name', 'x']]) })
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({ data: { retry_after: 30 } })
    expect((await fetch(`${BASE}/echo`, { method: 'POST', body: form([['name', 'x']]) })).status).toBe(200)
  })

  it('delays every call by the latency asked for', async () => {
    useProbe()
    control.setLatency(150)
    const started = Date.now()
    await fetch(`${BASE}/echo`, { method: 'POST', body: form([['name', 'x']]) })
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })
})
