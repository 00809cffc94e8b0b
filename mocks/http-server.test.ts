import { connect } from 'node:net'
import { API_PREFIX } from '@contract'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startMockHttpServer, type MockHttpServer } from './http-server'
import { resetMockBackend, takeContractViolations } from './node'
import { personas } from './seed/personas'

// The mock over real HTTP, as curl or another client's dev server reaches it (npm run mock:server).
let mock: MockHttpServer
beforeAll(async () => {
  mock = await startMockHttpServer()
})
beforeEach(() => resetMockBackend())
afterAll(async () => {
  await mock.close()
  expect(takeContractViolations()).toEqual([])
})

const api = (path: string) => `${mock.url}${API_PREFIX}${path}`

/** `curl -F email=... -F password=... /auth/login`: the token of the main persona. */
async function logIn(): Promise<string> {
  const form = new FormData()
  form.append('email', personas.regular.email)
  form.append('password', personas.regular.password)
  const response = await fetch(api('/auth/login'), { method: 'POST', body: form })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { token: string } }).data.token
}

/** One raw HTTP exchange over a socket: what a hostile or broken client sends. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(mock.url)
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(bytes))
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString()))
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
  })
}

describe('the mock server', () => {
  it('answers a curl-style sign-in and a signed-in call, as the browser mock does', async () => {
    const token = await logIn()
    const me = await fetch(api('/auth/me'), { headers: { Authorization: `Bearer ${token}` } })
    expect(me.status).toBe(200)
    expect(me.headers.get('content-type')).toContain('application/json')
    expect(await me.json()).toMatchObject({ data: { user: { email: personas.regular.email } }, errors: null })
  })

  it('forgets what was done once reset through the control route', async () => {
    const signedIn = { Authorization: `Bearer ${await logIn()}` }
    const todaysMood = async (headers: Record<string, string>) =>
      ((await (await fetch(api('/mood/today'), { headers })).json()) as { data: { entry: { mood: string } | null } })
        .data.entry
    const form = new FormData()
    form.append('mood', 'great')
    // The seed never holds today's mood, so the demo can share one.
    expect(await todaysMood(signedIn)).toBeNull()
    expect((await fetch(api('/mood'), { method: 'POST', headers: signedIn, body: form })).status).toBe(201)
    expect(await todaysMood(signedIn)).toMatchObject({ mood: 'great' })

    expect((await fetch(`${mock.url}/__mock/reset`, { method: 'POST' })).status).toBe(200)
    // The reseed ends every session; a new one sees the seeded data again.
    expect((await fetch(api('/auth/me'), { headers: signedIn })).status).toBe(401)
    expect(await todaysMood({ Authorization: `Bearer ${await logIn()}` })).toBeNull()
  })

  it("answers a path no handler takes with 404 in the server's error shape", async () => {
    for (const path of [api('/no-such-route'), `${mock.url}/`, `${mock.url}/favicon.ico`]) {
      const response = await fetch(path)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: expect.any(String) as string, data: null, errors: null })
    }
  })

  it("lets a local dev server's page call it (CORS), and no other origin", async () => {
    const preflight = (origin: string) =>
      fetch(api('/auth/me'), {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      })
    const local = await preflight('http://localhost:5173')
    expect(local.status).toBe(204)
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(local.headers.get('access-control-allow-headers')).toMatch(/authorization/i)
    // The outbox's writes carry an Idempotency-Key (docs/product/api.md#idempotent-writes).
    expect(local.headers.get('access-control-allow-headers')).toMatch(/idempotency-key/i)
    const foreign = await preflight('https://elsewhere.example')
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('the mock server, as strict as the contract', () => {
  const refused = { data: null, errors: null }

  it('refuses a body in another encoding than the route documents with 415, and takes the documented one', async () => {
    const json = await fetch(api('/auth/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: personas.regular.email, password: personas.regular.password }),
    })
    expect(json.status).toBe(415)
    expect(json.headers.get('accept-post')).toBe('multipart/form-data')
    expect(await json.json()).toEqual({ message: 'The request body must be sent as multipart/form-data.', ...refused })

    const headers = { Authorization: `Bearer ${await logIn()}` }
    const change = { current_password: personas.regular.password, password: 'x', password_confirmation: 'x' }
    const form = new FormData()
    for (const [name, value] of Object.entries(change)) form.append(name, value)
    const multipart = await fetch(api('/profile/password'), { method: 'PATCH', headers, body: form })
    expect(multipart.status).toBe(415)
    expect(multipart.headers.get('accept-patch')).toBe('application/json')
    expect(await multipart.json()).toEqual({
      message: 'The request body must be sent as application/json.',
      ...refused,
    })

    // The same fields in the documented encoding reach the rules (here: the new password is too short).
    const documented = await fetch(api('/profile/password'), {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(change),
    })
    expect(documented.status).toBe(422)
  })

  it('asks a POST without a body for no encoding: logout with no Content-Type signs out', async () => {
    const headers = { Authorization: `Bearer ${await logIn()}` }
    const logout = await fetch(api('/auth/logout'), { method: 'POST', headers })
    expect(logout.status).toBe(200)
    expect((await fetch(api('/auth/me'), { headers })).status).toBe(401)
  })

  it('answers a known path asked with another method 405, with Allow, in the error shape', async () => {
    const headers = { Authorization: `Bearer ${await logIn()}` }
    for (const [method, path, allow] of [
      ['DELETE', '/leaves/1', 'GET'],
      ['PUT', '/item-requests/1', 'GET'],
      ['DELETE', '/profile/password', 'PATCH'],
      ['PUT', '/auth/login', 'POST'],
    ] as const) {
      const response = await fetch(api(path), { method, headers })
      expect([response.status, response.headers.get('allow')], `${method} ${path}`).toEqual([405, allow])
      expect(await response.json()).toEqual({
        message: `The ${method} method is not supported for this route. Supported methods: ${allow}.`,
        ...refused,
      })
    }
    // A page in another origin's dev server can read which methods to use.
    const local = await fetch(api('/leaves/1'), { method: 'DELETE', headers: { Origin: 'http://localhost:5173' } })
    expect(local.headers.get('access-control-expose-headers')).toMatch(/\bAllow\b/)
  })
})

describe('the mock server under hostile input', () => {
  it('refuses malformed bodies, oversized ones and garbage, and keeps answering', async () => {
    const badJson = await fetch(api('/profile/password'), {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await logIn()}` },
      body: '{"current_password": ',
    })
    expect(badJson.status).toBe(400)
    expect(await badJson.json()).toMatchObject({ data: null, errors: null })

    const oversized = await rawExchange(
      `POST ${API_PREFIX}/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${64 * 1024 * 1024 + 1}\r\n\r\n{}`,
    )
    expect(oversized).toMatch(/^HTTP\/1\.1 413/)

    expect(await rawExchange('\x16\x03\x01 not http at all\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/)
    expect(
      await rawExchange(`GET http://elsewhere.example${API_PREFIX}/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
    ).toMatch(/^HTTP\/1\.1 400/)
    expect(
      await rawExchange(`GET ${API_PREFIX}/leaves/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    ).toMatch(/^HTTP\/1\.1 400/)

    expect((await fetch(api('/auth/me'))).status).toBe(401)
  })

  it('drops the connection for an injected network failure, then answers again', async () => {
    await fetch(`${mock.url}/__mock/fail-next`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'network' }),
    })
    await expect(fetch(api('/auth/me'))).rejects.toThrow()
    expect((await fetch(api('/auth/me'))).status).toBe(401)
  })

  it('drops every API connection while offline, answers its control routes, and serves again once back', async () => {
    const offline = (on: boolean) =>
      fetch(`${mock.url}/__mock/offline`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ on }),
      })
    expect((await offline(true)).status).toBe(200)
    await expect(fetch(api('/auth/me'))).rejects.toThrow()
    await expect(fetch(api('/no-such-route'))).rejects.toThrow()
    expect(await (await fetch(`${mock.url}/__mock/network`)).json()).toMatchObject({ data: { offline: true } })
    expect((await offline(false)).status).toBe(200)
    expect((await fetch(api('/auth/me'))).status).toBe(401)
  })
})
