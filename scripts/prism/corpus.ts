import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The app's own requests, as the e2e journeys sent them (decision 33): what the replay sends through
 * Prism. Written by `npm run prism:corpus` from a recording, committed and reviewed like code. A
 * multipart body is kept as its parts, in order, so a review reads field names and values; the replay
 * encodes them again byte for byte (only the boundary differs).
 */
export type Part = { name: string; value: string } | { name: string; filename: string; type: string; base64: string }

export type CorpusEntry = {
  /** The contract route, e.g. "leave.create", or null for a path no route matches. */
  route: string | null
  method: string
  /** Path and query as the app sent them. */
  url: string
  /** The person whose session sent it; null for a request without a token. */
  as: string | null
  contentType: 'multipart/form-data' | 'application/json' | null
  /** The request's own headers the replay sends again: its Idempotency-Key. */
  headers?: Record<string, string>
  json?: unknown
  parts?: Part[]
  /** The first journey seen sending it. */
  journey: string
}

export const CORPUS_FILE = join(import.meta.dirname, 'app-requests.json')

export const readCorpus = (file = CORPUS_FILE): CorpusEntry[] => JSON.parse(readFileSync(file, 'utf8')) as CorpusEntry[]

const CRLF = '\r\n'

/** The body's bytes and content type, as the browser encoded them. */
export function encodeEntry(entry: CorpusEntry): {
  body: Uint8Array<ArrayBuffer> | undefined
  contentType: string | undefined
} {
  if (entry.contentType === 'application/json')
    return { body: new TextEncoder().encode(JSON.stringify(entry.json)), contentType: 'application/json' }
  if (entry.contentType !== 'multipart/form-data' || !entry.parts) return { body: undefined, contentType: undefined }
  const boundary = '----EmpleoReplayBoundary7MA4YWxkTrZu0gW'
  const chunks: Buffer[] = []
  for (const part of entry.parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"${CRLF}Content-Type: ${part.type}`
        : `Content-Disposition: form-data; name="${part.name}"`
    chunks.push(Buffer.from(`--${boundary}${CRLF}${head}${CRLF}${CRLF}`))
    chunks.push('filename' in part ? Buffer.from(part.base64, 'base64') : Buffer.from(part.value))
    chunks.push(Buffer.from(CRLF))
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`))
  return { body: new Uint8Array(Buffer.concat(chunks)), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** The parts of a multipart body: each part's name, file name and type, and its bytes. */
export function decodeMultipart(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)
  if (!boundary) return []
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
  const parts: Part[] = []
  let start = body.indexOf(delimiter)
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length)
    if (next === -1) break
    const raw = body.subarray(start + delimiter.length + 2, next - 2)
    const split = raw.indexOf('\r\n\r\n')
    const head = raw.subarray(0, split).toString('utf8')
    const content = raw.subarray(split + 4)
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? ''
    const filename = /filename="([^"]*)"/.exec(head)?.[1]
    const type = /Content-Type:\s*(\S+)/i.exec(head)?.[1] ?? 'application/octet-stream'
    parts.push(
      filename === undefined
        ? { name, value: content.toString('utf8') }
        : { name, filename, type, base64: content.toString('base64') },
    )
    start = next
  }
  return parts
}
