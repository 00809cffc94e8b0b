import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { db } from '../db'
import { pngFile } from '../test/files'
import { loginAs } from '../test/login-as'
import { rawRequest } from '../test/raw-request'
import { userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt()

/** The signed link of Maria's seeded medical certificate, as her leave list gives it. */
async function certificateLink() {
  const { client } = await loginAs('regular')
  const leave = db.leave_request
    .getAll()
    .find(
      (row) =>
        row.user_id === userIdOf('regular') &&
        row.type === 'sick' &&
        db.stored_file
          .getAll()
          .some((file) => file.attachable_id === row.id && file.attachable_kind === 'leave_request'),
    )
  const answer = await client.leave.get({ params: { id: leave?.id ?? 0 } })
  if (answer.status !== 200) throw new Error(`leave answered ${answer.status}`)
  return new URL(answer.body.data.attachments[0]?.url ?? '')
}

const get = async (url: URL | string) => {
  const response = await fetch(url)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: new TextDecoder().decode(await response.arrayBuffer()),
  }
}

describe('GET /files/:name', () => {
  it('serves an attachment to the holder of its signed link, without a token, with its own type and name', async () => {
    const url = await certificateLink()
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain('filename="medical-certificate.pdf"')
    expect(new TextDecoder().decode(await response.arrayBuffer())).toMatch(/^%PDF-[\s\S]*MEDICAL CERTIFICATE/)
  })

  it('answers a changed signature or a changed expiry as a missing file (404), and no signature 422', async () => {
    const url = await certificateLink()
    const tampered = new URL(url)
    tampered.searchParams.set('signature', `${url.searchParams.get('signature')?.slice(0, -2)}AA`)
    const extended = new URL(url)
    extended.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400))
    for (const link of [tampered, extended]) expect((await get(link)).status).toBe(404)
    const unsigned = new URL(url)
    unsigned.search = ''
    expect(await get(unsigned)).toMatchObject({
      status: 422,
      text: expect.stringContaining('signature field is required'),
    })
    expect((await get(url.href.replace(/\/files\/[^.]+/, '/files/AAAAAAAAAAAAAAAAAAAAAAAA'))).status).toBe(404)
  })

  it('answers 403 once an attachment link has expired, an hour after the record was read', async () => {
    const url = await certificateLink()
    clock.advance(60 * 60_000 + 1_000)
    expect(await get(url)).toMatchObject({ status: 403, text: expect.stringContaining('This link has expired') })
  })

  it('keeps a profile photo link working, since colleagues see the photo too', async () => {
    const { client } = await loginAs('regular')
    const answer = await client.profile.updateAvatar({ body: { avatar: pngFile() } })
    clock.advance(30 * 24 * 60 * 60 * 1000)
    expect((await get(answer.status === 200 ? answer.body.data.employee_avatar : '')).status).toBe(200)
  })

  it('answers 422 for a name that no stored file could have', async () => {
    expect(await rawRequest('GET', '/files/..%2F..%2Fetc%2Fpasswd')).toMatchObject({
      status: 422,
      body: { errors: { name: ['The file name is not valid.'] } },
    })
  })
})
