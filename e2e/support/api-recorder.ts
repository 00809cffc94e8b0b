import { writeFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { BrowserContext, Response } from '@playwright/test'
import { API_PREFIX } from '@contract'

/**
 * Records what the app sends to the employee API during a journey: method, path and query, content type
 * and the body's bytes (multipart included), its Idempotency-Key, and who sent it. scripts/prism/ condenses the recordings
 * into the corpus it replays through Prism (decision 33). Requests a test sends itself (pageFetch)
 * carry TEST_REQUEST_HEADER and are left out: they are the test's, not the app's.
 */
export const TEST_REQUEST_HEADER = 'x-e2e-test-request'

/**
 * Where `E2E_RECORD_API=1` has each test write what it recorded: outside test-results/, which
 * Playwright empties at the start of every run.
 */
export const RECORDING_DIR = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'e2e-api-requests')
export const recordingDir = (): string | null => (process.env.E2E_RECORD_API === '1' ? RECORDING_DIR : null)

export type RecordedRequest = {
  method: string
  /** Path and query as sent, e.g. /api/v1/employee/leaves?page=1&filter[status]=pending */
  url: string
  contentType: string | null
  /** The body's bytes in base64, or null when there was none. */
  body: string | null
  /** The Idempotency-Key it carried (docs/product/api.md#idempotent-writes), or null. */
  idempotencyKey: string | null
  /** Whether it carried a bearer token. */
  bearer: boolean
  /** The e-mail of the person whose token it carried, when the journey showed it. */
  as: string | null
}

type Sent = {
  method: string
  url: string
  contentType: string | null
  body: string | null
  idempotencyKey: string | null
  authorization: string | null
}

/** The `sub` (user id) of the mock's JWT-shaped access token, or null. */
function subjectOf(authorization: string | null): number | null {
  const payload = authorization?.replace(/^Bearer\s+/i, '').split('.')[1]
  if (!payload) return null
  try {
    const sub: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sub
    return typeof sub === 'number' ? sub : null
  } catch {
    return null
  }
}

const SHOWS_USER = /\/auth\/(me|login|verify-otp)$/
const BINDING = '__empleoRecordApiRequest'

/**
 * Runs in every page before the app: hands each API request the app makes to the test, body bytes
 * included. Chromium does not tell Playwright the bytes of a multipart body that holds a file, so the
 * page reads them from a clone of the request before sending it on unchanged.
 */
function reportApiRequests({ prefix, marker, binding }: { prefix: string; marker: string; binding: string }) {
  const send = window.fetch.bind(window)
  const report = (window as unknown as Record<string, (sent: Sent) => Promise<void>>)[binding]!
  const base64 = (bytes: Uint8Array) => {
    let text = ''
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(text)
  }
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin === location.origin && url.pathname.startsWith(prefix) && !request.headers.has(marker)) {
      const bytes = new Uint8Array(await request.clone().arrayBuffer())
      void report({
        method: request.method,
        url: url.pathname + url.search,
        contentType: request.headers.get('content-type'),
        body: bytes.length > 0 ? base64(bytes) : null,
        idempotencyKey: request.headers.get('idempotency-key'),
        authorization: request.headers.get('authorization'),
      })
    }
    return send(request)
  }
}

export async function recordApiRequests(context: BrowserContext, fallbackEmail: string | null) {
  const sent: Sent[] = []
  const emails = new Map<number, string>()
  const reads: Promise<void>[] = []

  await context.exposeBinding(BINDING, (_source, request: Sent) => {
    sent.push(request)
  })
  await context.addInitScript(reportApiRequests, { prefix: API_PREFIX, marker: TEST_REQUEST_HEADER, binding: BINDING })

  // Who holds which token: every answer that shows the signed-in user names their id and e-mail.
  const onResponse = (response: Response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith(API_PREFIX) || !SHOWS_USER.test(url.pathname)) return
    reads.push(
      response.json().then(
        (json: { data?: { user?: { id?: unknown; email?: unknown } } }) => {
          const user = json?.data?.user
          if (typeof user?.id === 'number' && typeof user.email === 'string') emails.set(user.id, user.email)
        },
        () => undefined,
      ),
    )
  }
  context.on('response', onResponse)

  return {
    async stop(): Promise<RecordedRequest[]> {
      context.off('response', onResponse)
      await Promise.all(reads)
      return sent.map(({ authorization, ...request }) => {
        const sub = subjectOf(authorization)
        return {
          ...request,
          bearer: authorization !== null,
          as: sub === null ? null : (emails.get(sub) ?? fallbackEmail),
        }
      })
    },
  }
}

export async function writeRecording(dir: string, title: string, retry: number, requests: RecordedRequest[]) {
  if (requests.length === 0) return
  await mkdir(dir, { recursive: true })
  const file = `${title
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, 120)
    .replace(/-+$/, '')}-${retry}.json`
  await writeFile(join(dir, file), `${JSON.stringify(requests, null, 2)}\n`)
}
