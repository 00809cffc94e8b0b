import { existsSync, readFileSync, statSync } from 'node:fs'
import { request as forward, type IncomingHttpHeaders } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import { extname, join, normalize } from 'node:path'
import type { Duplex } from 'node:stream'
import { COMPRESSIBLE, compress, fileSuffix, type Encoding } from '../bundle/precompress'
import { contentSecurityPolicy } from '../csp'
import type { TlsCertificate } from './tls-certificate'

/**
 * The production build as a real host serves it, for the phone benches (production-site.ts): over
 * HTTPS with HTTP/2, one connection for everything; each file as the build compressed it ahead
 * (Brotli where the browser asks for it, gzip otherwise: scripts/bundle/precompress.ts); the hashed
 * files cached for a year and the page revalidated; every other path answered with the app's page,
 * under the production CSP; and the API (and the mock's control routes) on the same origin, passed on
 * to `apiOrigin`.
 */
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}
const passedOn = ['/api/', '/__mock/']
/** Headers that name an HTTP/1.1 connection's own workings, which HTTP/2 forbids. */
const connectionHeaders = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'])

type Served = { body: Buffer; encoding?: Encoding }

/** Which encoding the browser accepts, best first. */
function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = (header ?? '').split(',').map((part) => part.split(';')[0]?.trim())
  return (['br', 'gzip'] as const).filter((encoding) => accepted.includes(encoding))
}

export function startSameOriginServer({
  root,
  apiOrigin,
  certificate,
  extraPages = {},
}: {
  root: string
  apiOrigin: string
  certificate: TlsCertificate
  /** Pages served from memory by path, e.g. a static page to compare with. */
  extraPages?: Record<string, string>
}): Promise<{ url: string; close: () => Promise<void> }> {
  // Once: the policy reads and hashes the landing gate (scripts/csp.ts), not something to do on every request.
  const policy = contentSecurityPolicy({ meta: false })
  const cache = new Map<string, Served | null>()
  /** The file at `path` in `encoding` (or as it is), read once. */
  const fileAt = (path: string, encoding: Encoding | undefined): Served | null => {
    const key = `${path} ${encoding ?? 'identity'}`
    if (cache.has(key)) return cache.get(key) ?? null
    let served: Served | null = null
    const extra = extraPages[path]
    if (extra !== undefined) {
      const raw = Buffer.from(extra)
      served = encoding ? { body: compress(raw, encoding), encoding } : { body: raw }
    } else {
      const file = join(root, normalize(path).replace(/^(\.\.[/\\])+/, ''))
      if (existsSync(file) && statSync(file).isFile()) {
        const compressed = encoding && `${file}${fileSuffix[encoding]}`
        served =
          compressed && COMPRESSIBLE.has(extname(file)) && existsSync(compressed)
            ? { body: readFileSync(compressed), encoding }
            : { body: readFileSync(file) }
      }
    }
    cache.set(key, served)
    return served
  }
  // Compressed now, not on the first request for them: Brotli at its highest quality held the server for the
  // better part of a second, which the first visit to the stack alone measured as network time.
  for (const path of Object.keys(extraPages)) for (const encoding of ['br', 'gzip'] as const) fileAt(path, encoding)

  const passOn = (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
    const headers: IncomingHttpHeaders = {}
    for (const [name, value] of Object.entries(incoming.headers))
      if (!name.startsWith(':') && !connectionHeaders.has(name)) headers[name] = value
    const onward = forward(`${apiOrigin}${incoming.url}`, { method: incoming.method, headers }, (answer) => {
      const answerHeaders = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => !connectionHeaders.has(name)),
      )
      outgoing.writeHead(answer.statusCode ?? 502, answerHeaders)
      answer.pipe(outgoing)
    })
    onward.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(onward)
  }

  const server = createSecureServer(
    { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
    (incoming, outgoing) => {
      const path = new URL(incoming.url || '/', 'https://host').pathname
      if (passedOn.some((prefix) => path.startsWith(prefix))) return passOn(incoming, outgoing)
      const wanted = path === '/' ? '/index.html' : path
      const encoding = acceptedEncodings(incoming.headers['accept-encoding'] as string | undefined)[0]
      const appPage = () => (extname(path) ? null : fileAt('/index.html', encoding))
      const file = fileAt(wanted, encoding) ?? appPage()
      if (!file) return outgoing.writeHead(404).end()
      const extension = file === appPage() ? '.html' : extname(wanted) || '.html'
      outgoing.writeHead(200, {
        'content-type': types[extension] ?? 'application/octet-stream',
        'content-length': file.body.length,
        'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        'content-security-policy': policy,
        vary: 'Accept-Encoding',
        ...(file.encoding ? { 'content-encoding': file.encoding } : {}),
      })
      outgoing.end(file.body)
    },
  )
  // A browser keeps its HTTP/2 connection open: closing ends it rather than waiting for it.
  const connections = new Set<Duplex>()
  server.on('secureConnection', (socket: Duplex) => {
    connections.add(socket)
    socket.on('close', () => connections.delete(socket))
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({
        url: `https://localhost:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            for (const socket of connections) socket.destroy()
          }),
      })
    })
  })
}
