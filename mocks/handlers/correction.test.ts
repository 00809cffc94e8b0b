import { describe, expect, it } from 'vitest'
import { control } from '../control-api'
import { db } from '../db'
import { pdfFile } from '../test/files'
import { loginAs } from '../test/login-as'
import { userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
// Monday 23 November 2026, 09:00 in Manila.
useSeedAt()

const MARIA = 'maria.santos@bayanihantech.ph'

const newTin = {
  field: 'tin' as const,
  value: '123456789012',
  reason: 'HR typed my TIN with a wrong branch code.',
  attachments: [pdfFile('TIN ID.pdf', 'Taxpayer Identification Number card')],
}

type Body = typeof newTin | Record<string, unknown>

async function file(persona: Parameters<typeof loginAs>[0], body: Body = newTin) {
  const { client } = await loginAs(persona)
  const answer = await client.correction.create({ body: body as typeof newTin })
  return { answer, client }
}

async function fileAndGetId(persona: Parameters<typeof loginAs>[0] = 'regular', body?: Body) {
  const { answer, client } = await file(persona, body)
  if (answer.status !== 201) throw new Error(`filing answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return { id: answer.body.data.id, client }
}

const tinOf = (persona: Parameters<typeof userIdOf>[0]) =>
  db.social_benefits.getAll().find((row) => row.user_id === userIdOf(persona))?.tin

describe('POST /correction-requests', () => {
  it('files a pending correction with its field, value, reason, document and timeline', async () => {
    const { answer } = await file('regular')
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      message: 'Your correction request was filed and is waiting for approval.',
      data: {
        field: 'tin',
        value: '123456789012',
        reason: 'HR typed my TIN with a wrong branch code.',
        status: 'pending',
        attachments: [{ file_name: 'TIN ID.pdf', mime_type: 'application/pdf' }],
        history: [{ status: 'pending', by: 'Maria Santos' }],
      },
    })
  })

  it('refuses an invalid TIN with the onboarding message under the value, and files nothing', async () => {
    const before = db.correction_request.count()
    const { answer } = await file('regular', { ...newTin, value: '12345' })
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({
      errors: { value: ['The TIN must be 9 digits, or 12 with the branch code.'] },
    })
    expect(db.correction_request.count()).toBe(before)
  })

  it('checks a birthdate by the onboarding age rule', async () => {
    const { answer } = await file('regular', { ...newTin, field: 'birthdate', value: '2015-01-01' })
    expect(answer.body).toMatchObject({
      errors: { value: ['The birthdate must be of someone at least 15 years old.'] },
    })
  })

  it('needs a supporting document', async () => {
    const { answer } = await file('regular', { ...newTin, attachments: [] })
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({
      errors: { attachments: ['Attach a document that shows the correct value, such as a PSA certificate or an ID.'] },
    })
  })

  it('refuses the value already on record, and a second pending correction of the same field', async () => {
    const same = await file('regular', { ...newTin, value: tinOf('regular') })
    expect(same.answer.body).toMatchObject({ errors: { value: ['This is already your TIN on record.'] } })
    await fileAndGetId()
    const second = await file('regular', { ...newTin, value: '987654321' })
    expect(second.answer.body).toMatchObject({
      errors: { field: ['A correction of your TIN is already waiting for HR; cancel it to file another.'] },
    })
  })

  it('is open to every employment type: an independent contractor may ask too', async () => {
    expect((await file('contractor')).answer.status).toBe(201)
  })
})

describe('HR decides a correction', () => {
  it('approved: the record changes, the profile shows it, the person is told without the number', async () => {
    const { id, client } = await fileAndGetId()
    expect(await control.approveCorrection(id)).toMatchObject({ status: 'approved' })
    expect(tinOf('regular')).toBe('123456789012')
    const profile = await client.profile.get()
    expect(profile.status === 200 && profile.body.data.social_benefits?.tin).toBe('123456789012')
    const email = control.latestEmail(MARIA)
    expect(email).toMatchObject({
      subject: 'Correction approved',
      link: `/privacy/corrections?request=${id}`,
    })
    expect(JSON.stringify(email)).not.toContain('123456789012')
    expect(JSON.stringify(email)).toContain(
      'Your correction of your TIN was approved; your profile shows the new value.',
    )
  })

  it('approved name: the legal name and the name the app shows change', async () => {
    const { id, client } = await fileAndGetId('regular', {
      ...newTin,
      field: 'last_name',
      value: '  Santos-Reyes ',
      reason: 'I married in October.',
    })
    await control.approveCorrection(id)
    const profile = await client.profile.get()
    expect(profile.body).toMatchObject({
      data: { personal_info: { last_name: 'Santos-Reyes' }, user: { full_name: 'Maria Santos-Reyes' } },
    })
  })

  it('denied: the record stays', async () => {
    const before = tinOf('regular')
    const { id } = await fileAndGetId()
    expect(await control.denyCorrection(id, 'The TIN ID does not match.')).toMatchObject({ status: 'denied' })
    expect(tinOf('regular')).toBe(before)
  })

  it('writes one access log entry with the category of the field and a masked record, never the number', async () => {
    const { id } = await fileAndGetId()
    const before = db.access_log.count()
    await control.approveCorrection(id)
    const written = db.access_log.getAll().slice(before)
    expect(
      written.map(({ category, action, record, actor_role, purpose }) => ({
        category,
        action,
        record,
        actor_role,
        purpose,
      })),
    ).toEqual([
      {
        category: 'government_numbers',
        action: 'approve',
        record: `correction request #${id} (TIN ending in 9012)`,
        actor_role: 'hr',
        purpose: 'To decide on your correction request.',
      },
    ])
    expect(JSON.stringify(written)).not.toContain('123456789012')
  })

  it('files a bank account correction under the bank category', async () => {
    const { id } = await fileAndGetId('regular', { ...newTin, field: 'bank_account_no', value: '0012345678' })
    const before = db.access_log.count()
    await control.approveCorrection(id)
    expect(db.access_log.getAll().slice(before)).toMatchObject([
      { category: 'bank', record: `correction request #${id} (Bank account number ending in 5678)` },
    ])
  })

  it('lists a pending correction in the demo panel with the number masked', async () => {
    const { id } = await fileAndGetId()
    expect(control.awaitingDecision(MARIA).find((entry) => entry.kind === 'correction')).toMatchObject({
      id,
      status: 'pending',
      summary: 'Correction: TIN, to a number ending in 9012',
      reason: 'HR typed my TIN with a wrong branch code.',
      option: null,
    })
  })
})

describe('Cancels and ownership', () => {
  it('cancels a pending correction outright', async () => {
    const { id, client } = await fileAndGetId()
    const cancelled = await client.correction.cancel({
      params: { id },
      body: { status: 'cancelled', remarks: 'Filed the wrong number.' },
    })
    expect(cancelled.body).toMatchObject({ data: { status: 'cancelled' } })
  })

  it('gives the record its earlier value back when HR approves the cancellation of an approved one', async () => {
    const before = tinOf('regular')
    const { id, client } = await fileAndGetId()
    await control.approveCorrection(id)
    const asked = await client.correction.cancelRequest({
      params: { id },
      body: { status: 'for_cancellation', cancel_reason: 'My old TIN was right after all.' },
    })
    expect(asked.body).toMatchObject({ data: { status: 'for_cancellation' } })
    expect(tinOf('regular')).toBe('123456789012')
    expect(await control.approveCorrectionCancellation(id)).toMatchObject({ status: 'cancelled' })
    expect(tinOf('regular')).toBe(before)
    expect(control.latestEmail(MARIA)).toMatchObject({ subject: 'Correction cancelled' })
  })

  it("answers 404 for another person's correction, as for a missing one", async () => {
    const { id } = await fileAndGetId('regular')
    const { client } = await loginAs('probationary')
    expect((await client.correction.get({ params: { id } })).status).toBe(404)
    expect(
      (await client.correction.cancel({ params: { id }, body: { status: 'cancelled', remarks: 'Not mine.' } })).status,
    ).toBe(404)
    expect((await client.correction.get({ params: { id: 99_999 } })).status).toBe(404)
  })
})
