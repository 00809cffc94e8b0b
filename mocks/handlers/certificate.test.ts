import { API_PREFIX } from '@contract'
import { describe, expect, it } from 'vitest'
import { control } from '../control-api'
import { db } from '../db'
import { TEST_API_ORIGIN } from '../test/client'
import { loginAs } from '../test/login-as'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
// Monday 23 November 2026, 09:00 in Manila.
useSeedAt()

const forALoan = {
  purpose: 'bank_loan' as const,
  addressee: 'BDO Unibank, Housing Loans',
  include_compensation: true,
  copies: 2,
  needed_by: '2026-12-04',
}

async function file(persona: Parameters<typeof loginAs>[0], body: Record<string, unknown> = forALoan) {
  const { client, token } = await loginAs(persona)
  const answer = await client.certificate.create({ body: body as typeof forALoan })
  return { answer, client, token }
}

async function fileAndGetId(persona: Parameters<typeof loginAs>[0] = 'regular', body?: Record<string, unknown>) {
  const { answer, token } = await file(persona, body)
  if (answer.status !== 201) throw new Error(`filing answered ${answer.status}`)
  return { id: answer.body.data.id, token }
}

async function download(id: number, token: string) {
  const response = await fetch(`${TEST_API_ORIGIN}${API_PREFIX}/certificate-requests/${id}/download`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return { response, text: new TextDecoder('latin1').decode(await response.arrayBuffer()) }
}

describe('POST /certificate-requests', () => {
  it('files a pending request with what was asked, a timeline and no pay decided yet', async () => {
    const { answer } = await file('regular')
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      message: 'Your certificate request was filed and is waiting for approval.',
      data: {
        purpose: 'bank_loan',
        purpose_other: null,
        addressee: 'BDO Unibank, Housing Loans',
        include_compensation: true,
        compensation_shown: null,
        copies: 2,
        needed_by: '2026-12-04',
        status: 'pending',
        history: [{ status: 'pending', by: 'Maria Santos' }],
      },
    })
  })

  it('refuses a needed-by date in the past under its field, and files nothing', async () => {
    const before = db.certificate_request.count()
    const { answer } = await file('regular', { ...forALoan, needed_by: '2026-11-22' })
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({ errors: { needed_by: ['The needed by date must be today or later.'] } })
    expect(db.certificate_request.count()).toBe(before)
  })

  it('takes today as the needed-by date', async () => {
    expect((await file('regular', { ...forALoan, needed_by: '2026-11-23' })).answer.status).toBe(201)
  })

  it('needs the purpose in words for "other", and keeps it only for "other"', async () => {
    const other = await file('regular', { ...forALoan, purpose: 'other' })
    expect(other.answer.status).toBe(422)
    expect(other.answer.body).toMatchObject({
      errors: { purpose_other: ['Say what the certificate is for when the purpose is Other.'] },
    })
    const visa = await file('regular', { ...forALoan, purpose: 'visa_travel', purpose_other: 'Japan tourist visa' })
    expect(visa.answer.body).toMatchObject({ data: { purpose: 'visa_travel', purpose_other: null } })
  })

  it('files a repeat of the same request within seconds once', async () => {
    const first = await fileAndGetId()
    const { answer } = await file('regular')
    expect(answer.body).toMatchObject({
      message: 'This certificate request was already filed; here it is.',
      data: { id: first.id },
    })
  })

  it('is refused to an independent contractor, who is not employed', async () => {
    expect((await file('contractor')).answer.status).toBe(403)
  })
})

describe('HR approves a certificate, and the owner downloads it', () => {
  it('approves with the pay: the employee is told, and the PDF has the name, position, dates, type and pay', async () => {
    const { id, token } = await fileAndGetId()
    const approved = await control.approveCertificate(id, null, true)
    expect(approved).toMatchObject({ status: 'approved', compensation_shown: true })
    expect(control.latestEmail('maria.santos@bayanihantech.ph')).toMatchObject({
      subject: 'Certificate of employment approved',
      link: `/certificate?request=${id}`,
    })

    const { response, text } = await download(id, token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="certificate-of-employment-${id}.pdf"`,
    )
    expect(text.startsWith('%PDF-')).toBe(true)
    for (const line of [
      'Bayanihan Tech Solutions Inc.',
      'CERTIFICATE OF EMPLOYMENT',
      'BDO Unibank, Housing Loans:',
      'This is to certify that Maria Santos has been employed by Bayanihan Tech Solutions Inc.',
      'as Senior Software Engineer, a regular employee, from 19 Sep 2025 to the present.',
      'Their monthly basic pay is PHP 58,500.00.',
      'for: Bank or housing loan.',
      'Issued on 23 Nov 2026.',
      'Carmela Aquino',
    ])
      expect(text).toContain(line)
  })

  it('approves without the pay although it was asked: the PDF shows none', async () => {
    const { id, token } = await fileAndGetId()
    expect(await control.approveCertificate(id)).toMatchObject({ compensation_shown: false })
    const { response, text } = await download(id, token)
    expect(response.status).toBe(200)
    expect(text).toContain('Maria Santos')
    expect(text).not.toContain('monthly basic pay')
    expect(text).not.toContain('58,500')
  })

  it('shows no pay when none was asked, whatever HR answers', async () => {
    const { id, token } = await fileAndGetId('regular', { ...forALoan, include_compensation: false })
    expect(await control.approveCertificate(id, null, true)).toMatchObject({ compensation_shown: false })
    expect((await download(id, token)).text).not.toContain('58,500')
  })

  it("answers 404 for another person's certificate, as for a missing one", async () => {
    const { id } = await fileAndGetId('regular')
    await control.approveCertificate(id, null, true)
    const other = await loginAs('probationary')
    const theirs = await download(id, other.token)
    expect(theirs.response.status).toBe(404)
    expect(theirs.text).not.toContain('Maria Santos')
    expect((await download(id + 1000, other.token)).response.status).toBe(404)
  })

  it('answers 404 before HR approves, and after HR denies', async () => {
    const { id, token } = await fileAndGetId()
    expect((await download(id, token)).response.status).toBe(404)
    await control.denyCertificate(id, 'Please ask again with the bank’s own form.')
    expect((await download(id, token)).response.status).toBe(404)
    expect(control.latestEmail('maria.santos@bayanihantech.ph')).toMatchObject({
      subject: 'Certificate of employment denied',
    })
  })

  it('stops the download once HR approves its cancellation, and tells the employee', async () => {
    const { id, token } = await fileAndGetId()
    await control.approveCertificate(id)
    const { client } = await loginAs('regular')
    const asked = await client.certificate.cancelRequest({
      params: { id },
      body: { status: 'for_cancellation', cancel_reason: 'The bank took my payslips instead.' },
    })
    expect(asked).toMatchObject({ status: 200, body: { data: { status: 'for_cancellation' } } })
    await control.approveCertificateCancellation(id)
    expect((await download(id, token)).response.status).toBe(404)
    expect(control.latestEmail('maria.santos@bayanihantech.ph')).toMatchObject({
      subject: 'Certificate request cancelled',
    })
  })

  it('lists a pending certificate in the demo panel with its pay question, and none once decided', async () => {
    const { id } = await fileAndGetId()
    const waiting = control
      .awaitingDecision('maria.santos@bayanihantech.ph')
      .find((entry) => entry.kind === 'certificate')
    expect(waiting).toMatchObject({
      id,
      status: 'pending',
      summary: 'Certificate of employment (Bank or housing loan), 2 copies, needed by 4 Dec 2026',
      reason: 'For BDO Unibank, Housing Loans',
      option: 'Show the monthly basic pay (the employee asked for it)',
    })
    await control.approveCertificate(id)
    expect(
      control.awaitingDecision('maria.santos@bayanihantech.ph').filter((entry) => entry.kind === 'certificate'),
    ).toEqual([])
  })
})
