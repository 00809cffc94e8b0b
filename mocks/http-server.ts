import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse, type RequestHandler } from 'msw'
import { badRequest, notFound } from './answers'
import { handlers as mockHandlers } from './handlers'

/**
 * The mock over real HTTP (`npm run mock:server`, decision 29): a Node server that hands every
 * request to the browser mock's own handlers through msw's getResponse, so the adapter, rules, seed,
 * control routes and clock are the same ones. For the team building the real API and for other
 * clients' dev servers, which reach it from another origin (CORS for local origins only).
 */

/** Attachments are at most 10 MB and 5 a request; anything much larger is refused unread. */
export const MAX_BODY_BYTES = 64 * 1024 * 1024

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)(:\d{1,5})?$/i
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i

const HOP_BY_HOP = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive'])

type Answer = { status: number; body: unknown; headers?: Record<string, string> }

class RequestTooLarge extends Error {}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin
  if (!origin || !LOCAL_ORIGIN.test(origin)) return {}
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-Requested-With, Idempotency-Key',
    'Access-Control-Expose-Headers': 'Retry-After, Content-Disposition, Allow',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'])
    if (declared > MAX_BODY_BYTES) {
      reject(new RequestTooLarge())
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        request.removeAllListeners('data')
        reject(new RequestTooLarge())
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/** The Fetch Request the handlers expect; null when the request line or headers cannot make one. */
async function toFetchRequest(request: IncomingMessage, fallbackHost: string): Promise<Request | null> {
  // Signed file URLs are built from the request's origin, so the Host the client used is kept.
  const host = request.headers.host && PLAIN_HOST.test(request.headers.host) ? request.headers.host : fallbackHost
  // Only a path is served (origin-form); a request target naming a host, even `//host/...`, is not resolved.
  const target = request.url ?? ''
  if (!target.startsWith('/')) return null
  let url: URL
  try {
    url = new URL(`http://${host}${target}`)
  } catch {
    return null
  }
  // msw decodes the path to match it, and would throw on a malformed escape such as %E0%A4%A.
  try {
    decodeURIComponent(url.pathname)
  } catch {
    return null
  }

  const headers = new Headers()
  for (const [name, values] of Object.entries(request.headersDistinct)) {
    for (const value of values ?? []) {
      try {
        headers.append(name, value)
      } catch {
        return null
      }
    }
  }
  const method = request.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request)
  try {
    return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined })
  } catch {
    return null
  }
}

function send(response: ServerResponse, { status, body, headers = {} }: Answer, cors: Record<string, string>): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers, ...cors })
  response.end(JSON.stringify(body))
}

async function sendFetchResponse(
  response: ServerResponse,
  answer: Response,
  cors: Record<string, string>,
  method: string,
): Promise<void> {
  const headers: Record<string, string> = {}
  // The length and framing are this server's to set: a handler's own Content-Length would be sent twice.
  answer.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value
  })
  const bytes = Buffer.from(await answer.arrayBuffer())
  response.writeHead(answer.status, { ...headers, 'Content-Length': String(bytes.length), ...cors })
  response.end(method === 'HEAD' ? undefined : bytes)
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  handlers: readonly RequestHandler[],
  fallbackHost: string,
): Promise<void> {
  const cors = corsHeaders(request)
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors)
    response.end()
    return
  }
  let fetchRequest: Request | null
  try {
    fetchRequest = await toFetchRequest(request, fallbackHost)
  } catch (error) {
    if (error instanceof RequestTooLarge) {
      const { body } = badRequest('The request body is too large.')
      send(response, { status: 413, body, headers: { Connection: 'close' } }, cors)
      return
    }
    throw error
  }
  if (!fetchRequest) {
    send(response, badRequest('The request could not be read.'), cors)
    return
  }
  const mocked = await getResponse([...handlers], fetchRequest)
  if (!mocked) {
    send(response, notFound('The requested resource was not found.'), cors)
    return
  }
  // The control API's injected 'network' failure: the connection drops, as a real outage would.
  if (mocked.type === 'error') {
    response.socket?.destroy()
    return
  }
  await sendFetchResponse(response, mocked, cors, fetchRequest.method)
}

export type MockHttpServer = { server: Server; url: string; close: () => Promise<void> }

/**
 * Starts the server on `port` (0 for any free one) and answers once it listens. `handlers` replaces
 * the mock's own, for a test that needs a server breaking the contract.
 */
export async function startMockHttpServer({
  port = 0,
  host = '127.0.0.1',
  handlers = mockHandlers,
}: { port?: number; host?: string; handlers?: readonly RequestHandler[] } = {}): Promise<MockHttpServer> {
  let fallbackHost = `${host}:${port}`
  const server = createServer((request, response) => {
    response.on('error', () => {})
    answer(request, response, handlers, fallbackHost).catch((error: unknown) => {
      console.error('[mock server] answering failed', error)
      if (response.headersSent) response.destroy()
      else send(response, { status: 500, body: { message: 'Server Error', data: null, errors: null } }, {})
    })
  })
  // A request Node cannot parse never reaches the handler above; answer it and drop the connection.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    else socket.destroy()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  fallbackHost = `${shownHost}:${address.port}`
  return {
    server,
    url: `http://${fallbackHost}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
