import type { LeaveType } from '@contract/options'
import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api'
import { db } from '../db'
import { resetDatabase } from '../db/reset'
import { personas } from '../seed/personas'
import { pdfFile } from '../test/files'
import { loginAs } from '../test/login-as'
import { rawRequest } from '../test/raw-request'
import { expenseIdOf, leaveIdOf, userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { SEED_INSTANT, useSeedAt } from '../test/use-seed-at'
import type { TestClient } from '../test/client'

useMockServer()
useSeedAt() // Monday 23 Nov 2026, 09:00 in Manila.

/** The seed's instant, give or take the milliseconds the test takes. */
const NOW = expect.stringMatching(/^2026-11-23T01:00:0/)

const rowsOf = (persona: Parameters<typeof userIdOf>[0]) =>
  db.access_log.getAll().filter((row) => row.user_id === userIdOf(persona))

/** What was logged for a persona since `before` (a count of their rows then), oldest first. */
const loggedSince = (persona: Parameters<typeof userIdOf>[0], before: number) =>
  rowsOf(persona)
    .sort((a, b) => a.id - b.id)
    .slice(before)
    .map(({ actor_name, actor_role, category, action, record, purpose, at }) => ({
      actor_name,
      actor_role,
      category,
      action,
      record,
      purpose,
      at,
    }))

async function everyEntryOf(client: TestClient) {
  const entries = []
  for (let page = 1; ; page++) {
    const answer = await client.accessLog.list({ query: { page, per_page: 100 } })
    if (answer.status !== 200) throw new Error(`list answered ${answer.status}`)
    entries.push(...answer.body.data)
    if (page >= answer.body.meta.last_page) return entries
  }
}

const leave = (type: LeaveType, date_started: string, date_finished: string) => ({
  type,
  date_started,
  date_finished,
  reason: 'Personal matters.',
  attachments: [pdfFile('document.pdf', 'The document')],
})

describe("HR's, payroll's and an administrator's actions write the person's access log", () => {
  it('an HR approval of a leave writes exactly one entry: HR by name, the leave category, the purpose', async () => {
    const id = leaveIdOf('regular', 'pending')
    const before = rowsOf('regular').length
    await control.approveLeave(id)
    expect(loggedSince('regular', before)).toEqual([
      {
        actor_name: 'Carmela Aquino',
        actor_role: 'hr',
        category: 'leave',
        action: 'approve',
        record: `leave request #${id}`,
        purpose: 'To decide on your leave request.',
        at: NOW,
      },
    ])
  })

  it('a denied expense request and a decided cancellation are logged by the same generic decision', async () => {
    const expense = expenseIdOf('regular', 'pending')
    const before = rowsOf('regular').length
    await control.denyExpense(expense, 'Over the budget.')
    expect(loggedSince('regular', before)).toEqual([
      expect.objectContaining({
        actor_role: 'hr',
        category: 'expenses',
        action: 'deny',
        record: `expense request #${expense}`,
        purpose: 'To decide on your expense request.',
      }),
    ])
  })

  it("a confidential leave's approval names a leave request, never its type", async () => {
    const { client } = await loginAs('regular')
    const filed = await client.leave.create({ body: leave('vawc leave', '2026-12-14', '2026-12-15') })
    if (filed.status !== 201) throw new Error(`filing answered ${filed.status}`)
    const before = rowsOf('regular').length
    await control.approveLeave(filed.body.data.id)
    const logged = loggedSince('regular', before)
    expect(logged).toHaveLength(1)
    expect(logged[0]?.record).toBe(`leave request #${filed.body.data.id}`)
    expect(JSON.stringify(logged)).not.toMatch(/vawc|violence|special leave|gynaecolog|RA 9262|RA 9710/i)
  })

  it("payroll's published payslip names its cut-off, no amount; the administrator's actions name the account", async () => {
    const before = rowsOf('regular').length
    await control.publishPayslip(personas.regular.email)
    await control.flagPasswordReset(personas.regular.email)
    await control.deactivateUser(personas.regular.email)
    expect(
      loggedSince('regular', before).map(({ actor_role, category, action, record }) => [
        actor_role,
        category,
        action,
        record,
      ]),
    ).toEqual([
      ['payroll', 'pay', 'publish', 'payslip for 16 Nov 2026 to 30 Nov 2026'],
      ['administrator', 'sign_ins', 'flag_password_reset', 'your password'],
      ['administrator', 'sign_ins', 'deactivate', 'your account'],
    ])
    expect(JSON.stringify(loggedSince('regular', before))).not.toMatch(/₱|PHP|\d+\.\d{2}\b/)
  })
})

describe("the person's own sign-ins and changes", () => {
  it('a sign-in and a password change each write one entry by the person themselves', async () => {
    const before = rowsOf('regular').length
    const { client } = await loginAs('regular')
    const password = 'Kalabaw-Mango-Jeepney-88'
    const changed = await client.profile.changePassword({
      body: { current_password: personas.regular.password, password, password_confirmation: password },
    })
    expect(changed.status).toBe(200)
    expect(loggedSince('regular', before)).toEqual([
      {
        actor_name: 'Maria Santos',
        actor_role: 'self',
        category: 'sign_ins',
        action: 'sign_in',
        record: 'a sign-in from an unknown browser',
        purpose: 'To use Empleo.',
        at: NOW,
      },
      {
        actor_name: 'Maria Santos',
        actor_role: 'self',
        category: 'sign_ins',
        action: 'change',
        record: 'your password',
        purpose: 'To keep your account safe.',
        at: NOW,
      },
    ])
  })
})

describe('GET /privacy/access-log', () => {
  it("answers the caller's own entries only: Jose's never reach Maria", async () => {
    await control.publishPayslip(personas.twoFactor.email)
    const { client } = await loginAs('regular')
    const entries = await everyEntryOf(client)
    const marias = new Set(rowsOf('regular').map((row) => row.id))
    const joses = rowsOf('twoFactor').map((row) => row.id)
    expect(joses.length).toBeGreaterThan(0)
    expect(entries.length).toBe(marias.size)
    expect(entries.every((entry) => marias.has(entry.id))).toBe(true)
    expect(entries.some((entry) => joses.includes(entry.id))).toBe(false)
  })

  it('filters by category and by who acted, pages, and sorts newest first by default', async () => {
    const { client } = await loginAs('regular')
    const pay = await client.accessLog.list({ query: { filter: { category: 'pay' }, per_page: 100 } })
    if (pay.status !== 200) throw new Error(`list answered ${pay.status}`)
    expect(pay.body.data.length).toBeGreaterThan(0)
    expect(new Set(pay.body.data.map((entry) => `${entry.category} ${entry.actor.role} ${entry.action}`))).toEqual(
      new Set(['pay payroll publish']),
    )

    const hr = await client.accessLog.list({ query: { filter: { actor_role: 'hr', category: 'leave' } } })
    if (hr.status !== 200) throw new Error(`list answered ${hr.status}`)
    expect(hr.body.data.every((entry) => entry.actor.role === 'hr' && entry.category === 'leave')).toBe(true)

    const none = await client.accessLog.list({ query: { filter: { category: 'mood', actor_role: 'administrator' } } })
    expect(none).toMatchObject({ status: 200, body: { data: [], meta: { total: 0, from: null, last_page: 1 } } })

    const total = rowsOf('regular').length
    const second = await client.accessLog.list({ query: { page: 2, per_page: 5 } })
    expect(second).toMatchObject({
      status: 200,
      body: { meta: { current_page: 2, per_page: 5, from: 6, to: 10, total } },
    })
    const first = await client.accessLog.list({ query: { per_page: 100 } })
    if (first.status !== 200) throw new Error(`list answered ${first.status}`)
    const times = first.body.data.map((entry) => entry.at)
    expect(times).toEqual([...times].sort().reverse())
    // The newest entry is this test's sign-in, now.
    expect(first.body.data[0]).toMatchObject({ at: NOW, action: 'sign_in', actor: { role: 'self' } })
  })

  it('takes no person: naming Jose in the query, or a path under the log, still reaches no entry of his', async () => {
    const { token } = await loginAs('regular')
    const jose = userIdOf('twoFactor')
    const named = await rawRequest('GET', `/privacy/access-log?user_id=${jose}&filter[user_id]=${jose}&per_page=100`, {
      token,
    })
    expect(named.status).toBe(200)
    const ids = (named.body as { data: { id: number }[] }).data.map((entry) => entry.id)
    const joses = new Set(rowsOf('twoFactor').map((row) => row.id))
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.some((id) => joses.has(id))).toBe(false)
    const [josesEntry] = joses
    expect((await rawRequest('GET', `/privacy/access-log/${josesEntry}`, { token })).status).toBe(404)
  })

  it('refuses a category it does not know (422)', async () => {
    const { client } = await loginAs('regular')
    const answer = await client.accessLog.list({ query: { filter: { category: 'salary' as 'pay' } } })
    expect(answer.status).toBe(422)
  })
})

describe('the seeded access log', () => {
  it("holds a year of Maria's history by HR, payroll and herself, and no number in full", () => {
    const rows = rowsOf('regular')
    expect(new Set(rows.map((row) => row.actor_role))).toEqual(new Set(['hr', 'payroll', 'self']))
    const oldest = rows.map((row) => row.at).sort()[0]
    expect(oldest! >= '2025-11-23T01:00:00.000Z').toBe(true)
    expect(oldest! < '2026-01-01').toBe(true)
    expect(JSON.stringify(db.access_log.getAll())).not.toMatch(/\d{6,}/)
  })

  it('is the same on every reseed', async () => {
    const entries = () => db.access_log.getAll().map(({ id: _id, ...entry }) => entry)
    const first = entries()
    expect(first.length).toBeGreaterThan(100)
    clock.set(SEED_INSTANT)
    await resetDatabase()
    expect(entries()).toEqual(first)
  })
})
