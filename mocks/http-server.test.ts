import { connect } from 'node:net'
import { API_PREFIX } from '@contract'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES, startMockHttpServer, type MockHttpServer } from './http-server'
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
    const foreign = await preflight('https://elsewhere.example')
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
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
      `POST ${API_PREFIX}/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${MAX_BODY_BYTES + 1}\r\n\r\n{}`,
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
})
