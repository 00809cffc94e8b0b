import { readFileSync, statSync } from 'node:fs'
import { createServer, request as forward, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { contentSecurityPolicy } from '../csp'

/**
 * The production build as a real host serves it, for the phone benches (production-site.ts): its
 * files gzipped, the hashed ones cached for a year and the page revalidated, every other path answered
 * with the app's page, under the production CSP, and the API (and the mock's control routes) on the
 * same origin, passed on to `apiOrigin`.
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
const compressible = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg'])
const passedOn = ['/api/', '/__mock/']

export function startSameOriginServer({
  root,
  apiOrigin,
  extraPages = {},
}: {
  root: string
  apiOrigin: string
  /** Pages served from memory by path, e.g. a static page to compare with. */
  extraPages?: Record<string, string>
}): Promise<{ url: string; close: () => Promise<void> }> {
  const cache = new Map<string, { body: Buffer; gzipped: boolean; type: string }>()
  const fileAt = (path: string) => {
    const known = cache.get(path)
    if (known) return known
    const extra = extraPages[path]
    let raw: Buffer
    if (extra !== undefined) raw = Buffer.from(extra)
    else {
      const file = join(root, normalize(path).replace(/^(\.\.[/\\])+/, ''))
      try {
        if (!statSync(file).isFile()) return null
      } catch {
        return null
      }
      raw = readFileSync(file)
    }
    const extension = extname(path) || '.html'
    const gzipped = compressible.has(extension)
    const entry = { body: gzipped ? gzipSync(raw) : raw, gzipped, type: types[extension] ?? 'application/octet-stream' }
    cache.set(path, entry)
    return entry
  }

  const server: Server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', 'http://host').pathname
    if (passedOn.some((prefix) => path.startsWith(prefix))) {
      const onward = forward(
        `${apiOrigin}${incoming.url ?? '/'}`,
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      onward.on('error', () => outgoing.writeHead(502).end())
      incoming.pipe(onward)
      return
    }
    const file = fileAt(path === '/' ? '/index.html' : path) ?? (extname(path) ? null : fileAt('/index.html'))
    if (!file) {
      outgoing.writeHead(404).end()
      return
    }
    outgoing.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': file.body.length,
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy({ meta: false }),
      ...(file.gzipped ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    })
    outgoing.end(file.body)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({
        url: `http://localhost:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
