import { strFromU8, unzipSync } from 'fflate'
import { API_PREFIX } from '@contract'
import {
  ARCHIVE_MANIFEST_PATH,
  archiveCategoryFileSchema,
  archiveCategoryPath,
  archiveManifestSchema,
} from '@contract/data-export-archive'
import { privacyCategoryValues } from '@contract/privacy-values'
import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api'
import { db } from '../db'
import { latestEmailTo, readOutbox } from '../outbox'
import { personas } from '../seed/personas'
import { NOTICE_SUMMARY } from '../rules/privacy-consent'
import { generateTotp } from '../rules/totp'
import { TEST_API_ORIGIN, type TestClient } from '../test/client'
import { loginAs } from '../test/login-as'
import { userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // Monday 23 Nov 2026, 09:00 in Manila (01:00 UTC).

const maria = personas.regular

async function download(token: string, bearer: string | null) {
  return fetch(`${TEST_API_ORIGIN}${API_PREFIX}/privacy/data-export/download?token=${token}`, {
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
  })
}

async function latest(client: TestClient) {
  const answer = await client.dataExport.latest()
  if (answer.status !== 200) throw new Error(`latest answered ${answer.status}`)
  return answer.body.data
}

/** Asks for an export with the password and moves the clock past the preparation: the next read finishes it. */
async function readyExport(client: TestClient) {
  const asked = await client.dataExport.request({ body: { password: maria.password } })
  expect(asked.status).toBe(201)
  clock.advance(21_000)
  const state = await latest(client)
  if (!state.token) throw new Error(`not ready: ${state.status}`)
  return state
}

/** Her archive, once ready, unzipped: each file's bytes by its path. */
async function readyArchive(client: TestClient, bearer: string) {
  const { token } = await readyExport(client)
  return unzipSync(new Uint8Array(await (await download(token ?? '', bearer)).arrayBuffer()))
}

describe('POST /privacy/data-export and GET /privacy/data-export', () => {
  it('starts with none, prepares for 20 seconds on the clock, then is ready for 24 hours with a token', async () => {
    const { client } = await loginAs('regular')
    expect(await latest(client)).toEqual({
      status: 'none',
      requested_at: null,
      ready_at: null,
      expires_at: null,
      token: null,
      next_request_at: null,
    })

    const asked = await client.dataExport.request({ body: { password: maria.password } })
    expect(asked.status).toBe(201)
    expect(asked.body).toMatchObject({
      message: 'We are preparing a copy of your data. We will notify you when it is ready to download.',
      data: { status: 'preparing', ready_at: null, token: null },
    })

    clock.advance(19_000)
    expect((await latest(client)).status).toBe('preparing')
    clock.advance(2_000)
    const ready = await latest(client)
    expect(ready).toMatchObject({
      status: 'ready',
      requested_at: expect.stringMatching(/^2026-11-23T01:00:00/),
      ready_at: expect.stringMatching(/^2026-11-23T01:00:2/),
      expires_at: expect.stringMatching(/^2026-11-24T01:00:2/),
      next_request_at: expect.stringMatching(/^2026-11-24T01:00:00/),
    })
    expect(ready.token).toMatch(/^[A-Za-z0-9_-]{16,}$/)
  })

  it('tells the person once it is ready, linking to the page, with no token in the notice or the e-mail', async () => {
    const { client } = await loginAs('regular')
    const { token } = await readyExport(client)
    const notices = db.notification
      .getAll()
      .filter((row) => row.user_id === userIdOf('regular') && row.topic === 'data_export_ready')
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({
      title: 'Your data is ready to download',
      body: 'The copy of your data you asked for is ready. Download it from the privacy centre by 24 Nov 2026, 9:00 AM (Manila time).',
      record_kind: 'data_export',
      record_id: null,
    })
    const listed = await client.notifications.list({ query: { filter: { topic: 'data_export_ready' } } })
    expect(listed.status === 200 && listed.body.data[0]?.record).toEqual({ kind: 'data_export', id: null })
    const email = latestEmailTo(maria.email)
    expect(email).toMatchObject({ subject: 'Your data is ready to download', link: '/privacy/download' })
    // The archive holds her numbers in full; nothing written about it does.
    const words = JSON.stringify([readOutbox(maria.email), notices, db.access_log.getAll(), db.push_message.getAll()])
    expect(words).not.toContain(token)
    const numbers = db.social_benefits.getAll().filter((row) => row.user_id === userIdOf('regular'))
    const accounts = db.bank_account.getAll().filter((row) => row.user_id === userIdOf('regular'))
    expect(numbers.length + accounts.length).toBeGreaterThan(1)
    for (const { tin, sss, philhealth, pagibig } of numbers)
      for (const number of [tin, sss, philhealth, pagibig]) expect(words).not.toContain(number)
    for (const { account_no } of accounts) expect(words).not.toContain(account_no)
  })

  it('refuses a second request the same day with 429, naming the time of the next in Manila', async () => {
    const first = await readyExport((await loginAs('regular')).client)
    clock.set('2026-11-23T06:00:00.000Z') // 14:00 in Manila
    const { client } = await loginAs('regular')
    const again = await client.dataExport.request({ body: { password: maria.password } })
    expect(again.status).toBe(429)
    expect(again.body).toEqual({
      message: 'You can ask for one copy of your data a day. Please try again from 24 Nov 2026, 9:00 AM (Manila time).',
      // 19 hours, and the milliseconds the first request came after 09:00:00.
      data: { retry_after: expect.toBeOneOf([19 * 60 * 60, 19 * 60 * 60 + 1]) },
      errors: null,
    })
    expect(again.headers.get('retry-after')).toMatch(/^6840[01]$/)
    clock.set(first.next_request_at ?? '')
    const tomorrow = await loginAs('regular')
    expect((await tomorrow.client.dataExport.request({ body: { password: maria.password } })).status).toBe(201)
  })

  it('takes a fresh code from someone with two-factor on, and refuses a code from someone without it', async () => {
    const jose = await loginAs('twoFactor')
    clock.advance(30_000) // The sign-in spent this time step's code.
    const code = generateTotp(personas.twoFactor.totp_secret ?? '')
    expect((await jose.client.dataExport.request({ body: { code } })).status).toBe(201)

    const { client } = await loginAs('regular')
    const refused = await client.dataExport.request({ body: { code: '123456' } })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({
      errors: { code: ['Two-factor authentication is off: enter your password instead.'] },
    })
  })

  it('limits wrong passwords with the step-up throttle: the eleventh try within 15 minutes is 429', async () => {
    const { client } = await loginAs('regular')
    for (let wrong = 0; wrong < 10; wrong += 1) {
      const answer = await client.dataExport.request({ body: { password: 'not-the-password' } })
      expect(answer.status).toBe(422)
    }
    const locked = await client.dataExport.request({ body: { password: maria.password } })
    expect(locked.status).toBe(429)
    expect(locked.body.message).toBe('Too many wrong attempts. Please try again in 15 minutes.')
    expect(db.data_export.getAll()).toHaveLength(0)
  })

  it("logs the request in the person's own access log", async () => {
    const { client } = await loginAs('regular')
    await client.dataExport.request({ body: { password: maria.password } })
    const log = await client.accessLog.list({ query: { filter: { category: 'sign_ins' } } })
    expect(log.status === 200 && log.body.data[0]).toMatchObject({
      actor: { name: 'Maria Santos', role: 'self' },
      category: 'sign_ins',
      action: 'export',
      record: 'a copy of all your data',
      purpose: 'To give you a copy of your data, as the Data Privacy Act allows (RA 10173, Sec. 18).',
    })
  })
})

describe('GET /privacy/data-export/download', () => {
  it("answers the person's zip, and 404 to another person holding the token", async () => {
    const { client, token: bearer } = await loginAs('regular')
    const { token } = await readyExport(client)
    const answer = await download(token ?? '', bearer)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/zip')
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="empleo-my-data-2026-11-23.zip"')

    const jose = await loginAs('twoFactor')
    const stolen = await download(token ?? '', jose.token)
    expect(stolen.status).toBe(404)
    expect(await stolen.json()).toEqual({ message: 'This download link is not valid.', data: null, errors: null })
    expect((await download(token ?? '', null)).status).toBe(401)
  })

  it('expires 24 hours after it was ready: 403, and the state says expired', async () => {
    const { token, expires_at } = await readyExport((await loginAs('regular')).client)
    clock.set(Date.parse(expires_at ?? '') - 1000)
    const { client, token: bearer } = await loginAs('regular')
    expect((await download(token ?? '', bearer)).status).toBe(200)
    clock.set(expires_at ?? '')
    const expired = await download(token ?? '', bearer)
    expect(expired.status).toBe(403)
    expect((await expired.json()).message).toBe('This download link has expired. Ask for a new copy of your data.')
    expect(await latest(client)).toMatchObject({ status: 'expired', token: null, next_request_at: null })
  })

  it("holds exactly the person's files, every JSON parsing with the contract's schemas, and no colleague", async () => {
    const { client, token: bearer } = await loginAs('regular')
    const calendar = await client.leave.calendar({ query: { month: '2026-11' } })
    const files = await readyArchive(client, bearer)

    const manifest = archiveManifestSchema.parse(
      JSON.parse(strFromU8(files[ARCHIVE_MANIFEST_PATH] ?? new Uint8Array())),
    )
    expect(manifest).toMatchObject({
      layout_version: 1,
      person: { id: userIdOf('regular'), full_name: 'Maria Santos', email: maria.email },
      generated_at: expect.stringMatching(/^2026-11-23T01:00:2/),
    })
    expect(Object.keys(files).sort()).toEqual(
      [ARCHIVE_MANIFEST_PATH, ...manifest.files.map((file) => file.path)].sort(),
    )

    for (const category of privacyCategoryValues) {
      const text = strFromU8(files[archiveCategoryPath(category)] ?? new Uint8Array())
      archiveCategoryFileSchema(category).parse(JSON.parse(text))
    }
    const read = (category: (typeof privacyCategoryValues)[number]) =>
      JSON.parse(strFromU8(files[archiveCategoryPath(category)] ?? new Uint8Array()))

    // Her own payslips and certificates: one PDF each, by the ids the database holds for her alone.
    const mine = db.payslip.getAll().filter((row) => row.user_id === userIdOf('regular'))
    const payslipPdfs = manifest.files.filter((file) => file.kind === 'payslip_pdf')
    expect(payslipPdfs).toHaveLength(mine.length)
    expect(
      read('pay')
        .records.payslips.map((slip: { id: number }) => slip.id)
        .sort(),
    ).toEqual(mine.map((row) => row.id).sort())
    expect(manifest.files.filter((file) => file.kind === 'tax_certificate_pdf').map((file) => file.path)).toEqual([
      'pay/bir-2316/bir-2316-2025.pdf',
    ])
    const myFiles = db.stored_file
      .getAll()
      .filter((file) => file.user_id === userIdOf('regular') && file.attachable_kind !== 'avatar')
    expect(manifest.files.filter((file) => file.kind === 'attachment')).toHaveLength(myFiles.length)
    expect(
      read('files')
        .records.map((file: { id: number }) => file.id)
        .sort(),
    ).toEqual(myFiles.map((file) => file.id).sort())
    // Her government numbers in full: the archive is her own copy.
    expect(read('government_numbers').records).toEqual(
      expect.objectContaining({ tin: expect.stringMatching(/^\d{9,12}$/) }),
    )

    // The leave calendar's colleagues are in no file of hers; HR, who decided her requests, is named as a decider.
    const colleagues = new Set(
      calendar.status === 200
        ? calendar.body.data.flatMap((day) =>
            day.leaves.filter((leave) => !leave.is_mine).map((leave) => leave.employee_name),
          )
        : [],
    )
    colleagues.delete('Carmela Aquino')
    expect(colleagues.size).toBeGreaterThan(0)
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes, true))
      .join('\n')
    for (const name of colleagues) expect(everything).not.toContain(name)
    expect(
      read('leave').records.requests.flatMap((request: { history: { by: string }[] }) =>
        request.history.map((change) => change.by),
      ),
    ).toContain('Carmela Aquino')
  })

  it('holds her privacy choices and the notice she last acknowledged, as it read, with the acknowledgement logged', async () => {
    const { client, token: bearer } = await loginAs('regular')
    control.publishPrivacyNotice(maria.email)
    expect((await client.privacyConsent.acknowledgeNotice({ body: { version: 2 } })).status).toBe(200)
    // A newer notice she has not read yet is not one she acknowledged.
    control.publishPrivacyNotice(maria.email)
    expect((await client.privacyConsent.updateChoices({ body: { share_mood_with_hr: true } })).status).toBe(200)
    const files = await readyArchive(client, bearer)

    const signIns = archiveCategoryFileSchema('sign_ins').parse(
      JSON.parse(strFromU8(files[archiveCategoryPath('sign_ins')] ?? new Uint8Array())),
    )
    expect(signIns.records.privacy_consent).toEqual({
      share_mood_with_hr: true,
      show_photo_to_colleagues: false,
      acknowledged_notice: {
        version: 2,
        published_at: expect.stringMatching(/^2026-11-23T01:00:0/),
        summary: NOTICE_SUMMARY,
        acknowledged_at: expect.stringMatching(/^2026-11-23T01:00:0/),
      },
    })
    expect(signIns.access_log).toContainEqual(
      expect.objectContaining({ action: 'acknowledge', record: 'privacy notice version 2' }),
    )
  })
})
