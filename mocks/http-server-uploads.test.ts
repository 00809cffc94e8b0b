import { API_PREFIX } from '@contract'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from './db'
import { startMockHttpServer, type MockHttpServer } from './http-server'
import { resetMockBackend, takeContractViolations } from './node'
import { personas } from './seed/personas'
import { pdfFile } from './test/files'
import { useSeedAt } from './test/use-seed-at'

/**
 * The attachment limits as a client meets them over real HTTP (real multipart bytes on a socket, as
 * `curl -F` sends them): at most 5 files, 10 MB each, PDF, PNG or JPEG by their first bytes. Each
 * refusal is a 422 under the field, and files nothing: no request, no stored file.
 * The figures are written out here, not imported, so a changed limit fails this test.
 */
let mock: MockHttpServer
beforeAll(async () => {
  mock = await startMockHttpServer()
})
beforeEach(() => resetMockBackend())
useSeedAt() // Monday 23 Nov 2026: 14 Dec is a working day ahead with no leave of Maria's on it.
afterAll(async () => {
  await mock.close()
  expect(takeContractViolations()).toEqual([])
})

const api = (path: string) => `${mock.url}${API_PREFIX}${path}`

async function logIn(): Promise<Record<string, string>> {
  const form = new FormData()
  form.append('email', personas.regular.email)
  form.append('password', personas.regular.password)
  const response = await fetch(api('/auth/login'), { method: 'POST', body: form })
  expect(response.status).toBe(200)
  return { Authorization: `Bearer ${((await response.json()) as { data: { token: string } }).data.token}` }
}

const MB = 1024 * 1024

/** An executable's first bytes under a PDF's name and declared type. */
const disguised = (magic: number[]) =>
  new File([new Uint8Array([...magic, ...new Array<number>(60).fill(0)])], 'medical-certificate.pdf', {
    type: 'application/pdf',
  })
const windowsExecutable = () => disguised([0x4d, 0x5a, 0x90, 0x00]) // "MZ"
const linuxExecutable = () => disguised([0x7f, 0x45, 0x4c, 0x46]) // "\x7fELF"

/** A real PDF header padded to `bytes`, so only its size is wrong. */
const pdfOfSize = (bytes: number) => {
  const header = new TextEncoder().encode('%PDF-1.4\n')
  const content = new Uint8Array(bytes)
  content.set(header)
  return new File([content], 'scan.pdf', { type: 'application/pdf' })
}

const TOO_MANY = 'Attach at most 5 files.'
const DOES_NOT_MATCH = 'The file must be one of: PDF, PNG, JPG. Its content does not match.'
const refusals: { name: string; files: () => File[]; errors: Record<string, string[]> }[] = [
  {
    name: 'six files',
    files: () => Array.from({ length: 6 }, (_, index) => pdfFile(`receipt-${index + 1}.pdf`)),
    errors: { attachments: [TOO_MANY] },
  },
  {
    name: 'an 11 MB file',
    files: () => [pdfFile('first.pdf'), pdfOfSize(11 * MB)],
    errors: { 'attachments.1': ['The attachment must not be greater than 10 MB.'] },
  },
  {
    name: 'a Windows executable named .pdf',
    files: () => [windowsExecutable()],
    errors: { 'attachments.0': [DOES_NOT_MATCH] },
  },
  {
    name: 'a Linux executable named .pdf',
    files: () => [linuxExecutable()],
    errors: { 'attachments.0': [DOES_NOT_MATCH] },
  },
]

const routes: { path: string; fields: Record<string, string> }[] = [
  {
    path: '/leaves',
    fields: { type: 'sick', date_started: '2026-12-14', date_finished: '2026-12-14', reason: 'Flu.' },
  },
  {
    path: '/item-requests',
    fields: { type: 'item', item_name: 'Ergonomic chair', costing: '8500', description: 'For the home office.' },
  },
]

function formOf(fields: Record<string, string>, files: File[]): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) form.append('attachments[]', file)
  return form
}

async function ownTotal(path: string, headers: Record<string, string>): Promise<number> {
  const list = await fetch(api(`${path}?per_page=1`), { headers })
  expect(list.status).toBe(200)
  return ((await list.json()) as { meta: { total: number } }).meta.total
}

describe.each(routes)('POST $path over HTTP', ({ path, fields }) => {
  it.each(refusals)('refuses $name with 422 under the field, and files nothing', async ({ files, errors }) => {
    const headers = await logIn()
    const before = { requests: await ownTotal(path, headers), stored: db.stored_file.count() }

    const response = await fetch(api(path), { method: 'POST', headers, body: formOf(fields, files()) })

    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message: Object.values(errors)[0]?.[0], data: null, errors })
    expect(await ownTotal(path, headers)).toBe(before.requests)
    expect(db.stored_file.count()).toBe(before.stored)
  })

  it('files the same request with five honest files, so each refusal above is the files alone', async () => {
    const headers = await logIn()
    const before = await ownTotal(path, headers)
    const files = [...Array.from({ length: 4 }, (_, index) => pdfFile(`receipt-${index + 1}.pdf`)), pdfOfSize(10 * MB)]
    const response = await fetch(api(path), { method: 'POST', headers, body: formOf(fields, files) })
    expect(response.status).toBe(201)
    expect(await ownTotal(path, headers)).toBe(before + 1)
  })
})
