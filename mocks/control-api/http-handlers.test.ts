import { newPasswordSchema } from '@contract/fields'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { DEMO_PASSWORD, personas } from '../seed/personas'
import { TEST_API_ORIGIN } from '../test/client'
import { loginAs } from '../test/login-as'
import { useMockServer } from '../test/use-mock-server'
import { ControlCallError, controlClient } from './client'
import { controlRoutes } from './http-handlers'

/** A multipart body, the one encoding the contract's POST routes take. */
function formOf(fields: Record<string, string>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

useMockServer()

/** The /__mock/ routes as Playwright and the demo panel call them: plain fetch with JSON. */
async function callControl(path: string, json?: Record<string, unknown>) {
  const response = await fetch(
    `${TEST_API_ORIGIN}/__mock${path}`,
    json ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) } : undefined,
  )
  return {
    status: response.status,
    body: (await response.json()) as { message: string; data: unknown; errors: unknown },
  }
}

/** THE control client, over Node's fetch to the test origin instead of a page. */
const client = controlClient(async ({ method, path, json }) => {
  const response = await fetch(
    `${TEST_API_ORIGIN}/__mock${path}`,
    json === undefined
      ? { method }
      : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) },
  )
  return { status: response.status, body: await response.json() }
})

describe('the control client', () => {
  it("answers the route's data, typed as the control action returns it", async () => {
    const reading = await client.advanceClock(60_000)
    expect(reading.offset_ms).toBe(60_000)
    expect((await client.clock()).offset_ms).toBe(60_000)
  })

  it("throws the mock's message when a route refuses", async () => {
    const refusal = client.deactivateUser('nobody@nowhere.ph')
    await expect(refusal).rejects.toBeInstanceOf(ControlCallError)
    await expect(refusal).rejects.toMatchObject({ status: 404 })
  })
})

describe('HR decisions through the control client', () => {
  it("lists an employee's requests awaiting HR, and approves or denies an expense cancellation", async () => {
    const { client: employee } = await loginAs('regular')
    const approved = (await client.awaitingDecision(personas.regular.email)).filter(
      (entry) => entry.kind === 'expense' && entry.status === 'for_cancellation',
    )
    expect(approved).toHaveLength(1)
    const [asked] = approved
    expect(await client.denyExpenseCancellation(asked?.id ?? 0, 'Finance still needs the receipt.')).toMatchObject({
      status: 'approved',
      remarks: 'Finance still needs the receipt.',
    })
    await employee.expense.cancelRequest({
      params: { id: asked?.id ?? 0 },
      body: { status: 'for_cancellation', cancel_reason: 'Paid by Finance after all.' },
    })
    expect(await client.awaitingDecision(personas.regular.email)).toContainEqual(
      expect.objectContaining({ id: asked?.id, status: 'for_cancellation', reason: 'Paid by Finance after all.' }),
    )
    expect(await client.approveExpenseCancellation(asked?.id ?? 0)).toMatchObject({ status: 'cancelled' })
    await expect(client.approveExpenseCancellation(asked?.id ?? 0)).rejects.toMatchObject({ status: 409 })
  })
})

describe('the README', () => {
  it('documents every control route', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    const undocumented = controlRoutes
      .map((route) => `${route.method} /__mock${route.path}`)
      .filter((route) => !readme.includes(`\`${route}\``))
    expect(undocumented).toEqual([])
  })
})

describe('the control API over HTTP', () => {
  it('lists the seeded personas with credentials that pass the password rules', async () => {
    const { status, body } = await callControl('/personas')
    expect(status).toBe(200)
    expect(body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: 'regular',
          email: personas.regular.email,
          password: DEMO_PASSWORD,
          user_id: expect.any(Number),
        }),
      ]),
    )
    expect(newPasswordSchema.safeParse(DEMO_PASSWORD).success).toBe(true)
  })

  it('moves, sets and resets the clock', async () => {
    const before = clock.nowMs()
    await callControl('/clock/advance', { ms: 3_600_000 })
    expect(clock.nowMs() - before).toBeGreaterThanOrEqual(3_600_000)
    await callControl('/clock', { now: '2026-12-24T01:00:00Z' })
    expect((await callControl('/clock')).body.data).toMatchObject({ manila_date: '2026-12-24' })
    await callControl('/clock/reset', {})
    expect(Math.abs(clock.nowMs() - Date.now())).toBeLessThan(1_000)
  })

  it('reads the outbox, all of it or the latest e-mail to an address', async () => {
    const forgot = await fetch(`${TEST_API_ORIGIN}/api/v1/employee/auth/forgot-password`, {
      method: 'POST',
      body: formOf({ email: personas.regular.email }),
    })
    expect(forgot.status).toBe(200)
    const latest = await callControl(`/outbox/latest?to=${encodeURIComponent(personas.regular.email)}`)
    expect(latest.body.data).toMatchObject({ to: personas.regular.email, code: expect.stringMatching(/^\d{6}$/) })
    expect((await callControl('/outbox')).body.data).toEqual(expect.arrayContaining([latest.body.data]))
  })

  it('expires the current token of a user: calls get 401, refresh still works', async () => {
    const { client } = await loginAs('regular')
    expect(await callControl('/tokens/expire', { email: personas.regular.email })).toMatchObject({
      status: 200,
      body: { data: { sessions_expired: 1 } },
    })
    expect(await client.auth.me()).toMatchObject({
      status: 401,
      body: { message: 'Your session has expired. Please log in again.' },
    })
    expect((await client.auth.refresh({ body: new FormData() })).status).toBe(200)
  })

  it('deactivates a user and flags a password reset, each e-mailing or signing out as a server would', async () => {
    const { client } = await loginAs('probationary')
    await callControl('/users/flag-password-reset', { email: personas.probationary.email })
    expect(await client.auth.me()).toMatchObject({
      status: 401,
      body: { message: 'Your session has expired due to a password change. Please log in again.' },
    })
    expect((await callControl(`/outbox/latest?to=${personas.probationary.email}`)).body.data).toMatchObject({
      subject: 'Your Empleo password was reset by an administrator',
    })

    await callControl('/users/deactivate', { email: personas.regular.email })
    const login = await fetch(`${TEST_API_ORIGIN}/api/v1/employee/auth/login`, {
      method: 'POST',
      body: formOf({ email: personas.regular.email, password: DEMO_PASSWORD }),
    })
    expect(await login.json()).toMatchObject({
      errors: { email: ['Your account is deactivated. Please contact the administrator to know more.'] },
    })
  })

  it('activates a company by its admin e-mail, once', async () => {
    expect(await callControl('/companies/activate', { admin_email: personas.pendingOwner.email })).toMatchObject({
      status: 200,
      body: { data: { status: 'active' } },
    })
    expect((await callControl('/companies/activate', { admin_email: personas.pendingOwner.email })).status).toBe(409)
  })

  it('shows the current authenticator code of a two-factor user', async () => {
    expect((await callControl(`/totp?email=${personas.twoFactor.email}`)).body.data).toMatch(/^\d{6}$/)
    expect((await callControl(`/totp?email=${personas.regular.email}`)).status).toBe(409)
  })

  it('reseeds the database on reset', async () => {
    await callControl('/users/deactivate', { email: personas.regular.email })
    await callControl('/reset', {})
    expect((await loginAs('regular')).user.status).toBe('active')
  })

  it('answers bad input with 422, an unknown user with 404 and a broken body with 400', async () => {
    expect(await callControl('/fail-next', { kind: 'meteor' })).toMatchObject({
      status: 422,
      body: { errors: { kind: [expect.any(String)] } },
    })
    expect((await callControl('/users/deactivate', { email: 'nobody@example.ph' })).status).toBe(404)
    const broken = await fetch(`${TEST_API_ORIGIN}/__mock/latency`, { method: 'POST', body: '{ms:' })
    expect(broken.status).toBe(400)
  })

  it('lists its own routes', async () => {
    const { body } = await callControl('')
    expect(body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ method: 'POST', path: '/__mock/fail-next' })]),
    )
  })
})
