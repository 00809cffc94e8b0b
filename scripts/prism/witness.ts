import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseViolations, type Violation } from './violations'

/**
 * Two pass-throughs around Prism (decision 33): client -> front -> Prism -> back -> mock server.
 *
 * The front writes down, per exchange, what Prism said about it. Prism reports each request's and
 * answer's violations in the `sl-violations` header of the answer (its log does not say which request
 * a line belongs to), so the front reads that header and passes the answer on unchanged.
 *
 * The back restores the request's bytes. Prism reads every body that is not JSON as UTF-8 text and
 * forwards that text, so a PNG or JPEG in a multipart upload reaches the server altered
 * (stoplightio/prism#2349, docs/decisions/0033) and is refused. Prism validates the request from its own reading, in which
 * the field names and text values are intact (a binary part's content is never checked); the back
 * then hands the server the bytes the client sent, and Prism judges the server's real answer.
 *
 * Callers name themselves with two headers, removed before Prism sees the request: the conformance
 * kit's `x-conformance-check` (which check sent it, e.g. "invalid body") and the replay's
 * `x-replay-entry` (the corpus entry).
 */
export const CHECK_HEADER = 'x-conformance-check'
export const ENTRY_HEADER = 'x-replay-entry'
const EXCHANGE_HEADER = 'x-witness-exchange'

export type Exchange = {
  source: 'kit' | 'replay' | 'other'
  /** The kit's check, or the corpus entry's id. */
  label: string | null
  method: string
  url: string
  status: number
  violations: Violation[]
  /** Prism cut the header short: there were more violations than the list holds. */
  truncated: boolean
  /** The body is not UTF-8, so Prism forwarded other bytes, which the back put right (stoplightio/prism#2349). */
  restoredBehindPrism: boolean
}

export type Witness = {
  /** Where clients send their requests. */
  url: string
  /** What Prism forwards to: the back, in front of the mock server. */
  upstreamUrl: string
  exchanges: Exchange[]
  close: () => Promise<void>
}

const utf8 = new TextDecoder('utf-8', { fatal: true })
function isUtf8(body: Buffer): boolean {
  try {
    utf8.decode(body)
    return true
  } catch {
    return false
  }
}

const headerText = (value: string | string[] | undefined): string | null =>
  Array.isArray(value) ? (value[0] ?? null) : (value ?? null)

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))
  })
}

/** Sends `body` to `target` as the request it came with, and the answer back to `outgoing`. */
function relay(
  target: URL,
  incoming: IncomingMessage,
  headers: IncomingHttpHeaders,
  body: Buffer,
  onAnswer: (answer: IncomingMessage) => void,
  onError: (error: Error) => void,
) {
  const upstream = httpRequest(
    { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
    onAnswer,
  )
  upstream.on('error', onError)
  upstream.end(body)
}

export async function startWitness(prismUrl: string, mockUrl: string): Promise<Witness> {
  const prism = new URL(prismUrl)
  const mock = new URL(mockUrl)
  const exchanges: Exchange[] = []
  const originals = new Map<string, Buffer>()
  let sequence = 0

  const front = createServer(async (incoming, outgoing) => {
    const check = headerText(incoming.headers[CHECK_HEADER])
    const entry = headerText(incoming.headers[ENTRY_HEADER])
    const body = await bodyOf(incoming)
    const id = String((sequence += 1))
    const restoredBehindPrism = !isUtf8(body)
    if (restoredBehindPrism) originals.set(id, body)
    // Prism would read the body as UTF-8 and forward the text with the original Content-Length, which
    // no longer fits it: hand Prism that text already, so what it reads is the same and the length fits.
    const sent = restoredBehindPrism ? Buffer.from(body.toString('utf8')) : body
    const record = (status: number, violations: Violation[], truncated: boolean) =>
      exchanges.push({
        source: check ? 'kit' : entry ? 'replay' : 'other',
        label: check ?? entry,
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        status,
        violations,
        truncated,
        restoredBehindPrism,
      })
    const { [CHECK_HEADER]: _check, [ENTRY_HEADER]: _entry, ...headers } = incoming.headers
    relay(
      prism,
      incoming,
      {
        ...headers,
        host: prism.host,
        [EXCHANGE_HEADER]: id,
        ...(restoredBehindPrism ? { 'content-length': String(sent.length) } : {}),
      },
      sent,
      (answer) => {
        originals.delete(id)
        const { violations, truncated } = parseViolations(headerText(answer.headers['sl-violations']))
        record(answer.statusCode ?? 0, violations, truncated)
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
      (error) => {
        originals.delete(id)
        record(0, [{ location: [], severity: 'Error', message: `Prism did not answer: ${error.message}` }], false)
        if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' })
        outgoing.end('Prism did not answer')
      },
    )
  })

  const back = createServer(async (incoming, outgoing) => {
    const forwarded = await bodyOf(incoming)
    const id = headerText(incoming.headers[EXCHANGE_HEADER])
    const body = (id && originals.get(id)) || forwarded
    const { [EXCHANGE_HEADER]: _id, 'transfer-encoding': _chunked, ...headers } = incoming.headers
    relay(
      mock,
      incoming,
      { ...headers, host: mock.host, ...(body.length > 0 ? { 'content-length': String(body.length) } : {}) },
      body,
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
      (error) => {
        if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' })
        outgoing.end(`The mock server did not answer: ${error.message}`)
      },
    )
  })

  const [url, upstreamUrl] = await Promise.all([listen(front), listen(back)])
  return {
    url,
    upstreamUrl,
    exchanges,
    close: async () => {
      await Promise.all([front, back].map((server) => new Promise((done) => server.close(done))))
    },
  }
}
