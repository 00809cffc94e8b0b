import type { HeldCategory } from '@contract/privacy-categories'
import { privacyCategoryValues, type PrivacyCategory } from '@contract/privacy-values'
import { describe, expect, it } from 'vitest'
import { control } from '../control-api'
import { db } from '../db'
import { personas } from '../seed/personas'
import { pdfFile } from '../test/files'
import { loginAs } from '../test/login-as'
import { rawRequest } from '../test/raw-request'
import { leaveIdOf, userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'
import type { TestClient } from '../test/client'

useMockServer()
useSeedAt() // Monday 23 Nov 2026, 09:00 in Manila.

/** An instant set on the mock's clock, give or take the milliseconds the test takes. */
const at = (instant: string) => expect.stringMatching(new RegExp(`^${instant.slice(0, 18)}`))

async function heldBy(client: TestClient): Promise<Record<PrivacyCategory, HeldCategory>> {
  const answer = await client.privacyCategories.list()
  if (answer.status !== 200) throw new Error(`categories answered ${answer.status}`)
  return Object.fromEntries(answer.body.data.map((entry) => [entry.category, entry])) as Record<
    PrivacyCategory,
    HeldCategory
  >
}

/** The status a control action refused with; null when it did not. */
function refusalOf(action: () => unknown): number | null {
  try {
    action()
    return null
  } catch (error) {
    return (error as { status: number }).status
  }
}

/** The names a confidential leave type goes by (docs/decisions/0047-confidential-leave.md). */
const CONFIDENTIAL = /vawc|violence|special leave|gynaecolog|RA 9262|RA 9710/i

describe('GET /privacy/categories', () => {
  it('answers every category of the one list, in its order, with the register: sources, legal bases, recipients, retention', async () => {
    const { client } = await loginAs('regular')
    const answer = await client.privacyCategories.list()
    if (answer.status !== 200) throw new Error(`categories answered ${answer.status}`)
    expect(answer.body.data.map((entry) => entry.category)).toEqual([...privacyCategoryValues])
    const held = await heldBy(client)
    expect(held.government_numbers).toMatchObject({
      covers: ['TIN', 'SSS number', 'PhilHealth PIN', 'Pag-IBIG MID'],
      recipients: ['BIR', 'SSS', 'PhilHealth', 'Pag-IBIG'],
      retention: { period: '10 years after the tax year it belongs to' },
    })
    expect(held.government_numbers.legal_bases).toContain('The Social Security Act of 2018 (RA 11199)')
    expect(held.pay.recipients).toEqual(['BIR', 'SSS', 'PhilHealth', 'Pag-IBIG', 'The payroll bank'])
    expect(held.leave.retention.period).toBe('3 years after its last entry')
    expect(held.emergency_contacts.recipients).toEqual([])
    // Nobody has touched her mood or her emergency contacts in the seeded year.
    expect(held.mood).toMatchObject({ last_accessed: null, last_changed: null })
    expect(held.emergency_contacts).toMatchObject({ last_accessed: null, last_changed: null })
  })

  it('after HR approves a leave, the leave category was last accessed and changed by that HR person, then', async () => {
    const id = leaveIdOf('regular', 'pending')
    control.setClock('2026-11-24T02:30:00.000Z')
    await control.approveLeave(id)
    const { client } = await loginAs('regular')
    const { leave } = await heldBy(client)
    const hr = { at: at('2026-11-24T02:30:00'), by: { name: 'Carmela Aquino', role: 'hr' } }
    expect(leave.last_accessed).toEqual(hr)
    expect(leave.last_changed).toEqual(hr)
  })

  it('a read moves the last access only: HR opening her payslip leaves its last change at the publishing', async () => {
    control.setClock('2026-11-24T03:00:00.000Z')
    await control.publishPayslip(personas.regular.email)
    control.setClock('2026-11-25T01:15:00.000Z')
    await control.openLatestPayslip(personas.regular.email)
    const { client } = await loginAs('regular')
    const { pay } = await heldBy(client)
    expect(pay.last_accessed).toEqual({ at: at('2026-11-25T01:15:00'), by: { name: 'Carmela Aquino', role: 'hr' } })
    expect(pay.last_changed).toEqual({ at: at('2026-11-24T03:00:00'), by: { name: 'Carmela Aquino', role: 'payroll' } })
  })

  it('her own sign-in is the last access and change of her sign-ins, by herself', async () => {
    control.setClock('2026-11-26T00:05:00.000Z')
    const { client } = await loginAs('regular')
    const { sign_ins: signIns } = await heldBy(client)
    const self = { at: at('2026-11-26T00:05:00'), by: { name: 'Maria Santos', role: 'self' } }
    expect(signIns.last_accessed).toEqual(self)
    expect(signIns.last_changed).toEqual(self)
  })

  it("a confidential leave is named to its owner alone, in her note; HR's access names no type", async () => {
    const { client } = await loginAs('regular')
    expect((await heldBy(client)).leave.note).toBeNull()
    const filed = await client.leave.create({
      body: {
        type: 'vawc leave',
        date_started: '2026-12-14',
        date_finished: '2026-12-15',
        reason: 'Personal matters.',
        attachments: [pdfFile('document.pdf', 'The document')],
      },
    })
    if (filed.status !== 201) throw new Error(`filing answered ${filed.status}`)
    control.setClock('2026-11-24T04:00:00.000Z')
    await control.approveLeave(filed.body.data.id)
    await control.openLatestAttachment(personas.regular.email)

    // Signed in again: the moved clock ended the first token.
    const held = await heldBy((await loginAs('regular')).client)
    expect(held.leave.note).toBe(
      'Your Leave for Victims of Violence (VAWC, RA 9262) is confidential: colleagues see only that you are away, messages call it a leave request, and its documents are kept apart. Only you and the HR staff who decide it see its type.',
    )
    expect(held.leave.last_accessed).toEqual({
      at: at('2026-11-24T04:00:00'),
      by: { name: 'Carmela Aquino', role: 'hr' },
    })
    expect(held.files.last_accessed).toEqual({
      at: at('2026-11-24T04:00:00'),
      by: { name: 'Carmela Aquino', role: 'hr' },
    })
    // Nowhere but her own note: not the register, not who accessed it.
    const elsewhere = Object.values(held).map(({ note, ...rest }) =>
      rest.category === 'leave' ? rest : { note, ...rest },
    )
    expect(JSON.stringify(elsewhere)).not.toMatch(CONFIDENTIAL)

    // Jose, her colleague, reads his own answer: nothing of hers, no confidential type.
    const jose = await loginAs('twoFactor')
    const his = await jose.client.privacyCategories.list()
    expect(his.status).toBe(200)
    expect(JSON.stringify(his.body)).not.toMatch(CONFIDENTIAL)
  })

  it("answers the caller's own data only: Maria's HR approval never shows in Jose's answer, and no person can be named", async () => {
    control.setClock('2026-11-24T05:45:00.000Z')
    await control.approveLeave(leaveIdOf('regular', 'pending'))
    const jose = await loginAs('twoFactor')
    const { leave } = await heldBy(jose.client)
    expect(leave.last_accessed?.at ?? '').not.toMatch(/^2026-11-24T05:45/)

    const { token } = await loginAs('regular')
    const joseId = userIdOf('twoFactor')
    const named = await rawRequest('GET', `/privacy/categories?user_id=${joseId}`, { token })
    expect(named.status).toBe(200)
    const answered = (named.body as { data: HeldCategory[] }).data.find((entry) => entry.category === 'leave')
    expect(answered?.last_accessed).toEqual({
      at: at('2026-11-24T05:45:00'),
      by: { name: 'Carmela Aquino', role: 'hr' },
    })
    expect((await rawRequest('GET', `/privacy/categories/leave?user_id=${joseId}`, { token })).status).toBe(404)
    expect(db.access_log.getAll().some((row) => row.user_id === joseId)).toBe(true)
  })
})

describe("the demo panel's HR reads write the access log", () => {
  it('HR opening the latest payslip: one read of pay, naming its cut-off and why, no amount', async () => {
    const before = db.access_log.getAll().length
    const opened = await control.openLatestPayslip(personas.regular.email)
    const written = db.access_log.getAll().slice(before)
    expect(
      written.map(({ user_id, actor_name, actor_role, category, action, record, purpose }) => ({
        user_id,
        actor_name,
        actor_role,
        category,
        action,
        record,
        purpose,
      })),
    ).toEqual([
      {
        user_id: userIdOf('regular'),
        actor_name: 'Carmela Aquino',
        actor_role: 'hr',
        category: 'pay',
        action: 'read',
        record: `payslip for ${opened.period}`,
        purpose: 'To check your pay for the cut-off.',
      },
    ])
    expect(opened.period).toMatch(/^\d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}$/)
  })

  it("HR opening an attachment names the request it belongs to, never the leave's type", async () => {
    const { client } = await loginAs('regular')
    const filed = await client.leave.create({
      body: {
        type: 'special leave for women',
        date_started: '2026-12-14',
        date_finished: '2026-12-18',
        reason: 'Surgery.',
        attachments: [pdfFile('medical-certificate.pdf', 'The certificate')],
      },
    })
    if (filed.status !== 201) throw new Error(`filing answered ${filed.status}`)
    const before = db.access_log.getAll().length
    expect(await control.openLatestAttachment(personas.regular.email)).toEqual({
      by: 'Carmela Aquino',
      request: `leave request #${filed.body.data.id}`,
    })
    const written = db.access_log.getAll().slice(before)
    expect(written).toHaveLength(1)
    expect(written[0]).toMatchObject({
      user_id: userIdOf('regular'),
      actor_role: 'hr',
      category: 'files',
      action: 'read',
      record: `an attachment of leave request #${filed.body.data.id}`,
      purpose: 'To check the document that supports your leave request.',
    })
    expect(JSON.stringify(written)).not.toMatch(CONFIDENTIAL)
  })

  it('refuses a person with no payslip or no attachment (409), and an unknown e-mail (404)', () => {
    expect(refusalOf(() => control.openLatestPayslip('nobody@example.com'))).toBe(404)
    expect(refusalOf(() => control.openLatestPayslip(personas.onboarding.email))).toBe(409)
    expect(refusalOf(() => control.openLatestAttachment(personas.onboarding.email))).toBe(409)
  })
})
