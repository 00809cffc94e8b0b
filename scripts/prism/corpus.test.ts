import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeMultipart, encodeEntry, readCorpus, type CorpusEntry } from './corpus'
import { routeOf } from './route-of'

/**
 * The corpus the Prism judge replays (decision 33) must hold what the app sends: a route the app's code
 * calls with no recorded request fails here, so a new form or list cannot skip the judge unnoticed.
 */
const SRC = join(import.meta.dirname, '..', '..', 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'testing' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Every `api.<resource>.<route>(` call in the app's own code, and the refresh its API client makes. */
function routesTheAppCalls(): Set<string> {
  const keys = new Set<string>()
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8')
    for (const [, resource, route] of text.matchAll(/\bapi\.([a-zA-Z]+)\.([a-zA-Z]+)\(/g))
      keys.add(`${resource}.${route}`)
    if (relative(SRC, file) === join('lib', 'api', 'token-refresh.ts')) keys.add('auth.refresh')
  }
  return keys
}

/**
 * Routes the app calls that no e2e journey sends yet, so no request of theirs is in the corpus. Each
 * is a gap in the journeys as much as in the judge: a journey that sends it removes it from here.
 */
const NOT_IN_ANY_JOURNEY = [
  // Push devices: only the production build subscribes one, and its e2e has no push service to ask
  // (e2e/production/push-notifications.spec.ts delivers a push straight to the worker instead).
  'notifications.pushKey',
  'notifications.subscribePush',
  'notifications.unsubscribePush',
  // No journey's person has a photo to erase; the app's test erases one (src/routes/-tests/privacy-consent.test.tsx).
  'privacyConsent.erasePhoto',
  'profile.updateAvatar',
  'twoFactor.disable',
  'twoFactor.regenerateRecoveryCodes',
]

describe('the corpus of the app’s requests', () => {
  const corpus = readCorpus()
  const recorded = new Set(corpus.map((entry) => entry.route))

  it('holds a request for every route the app calls, but for the ones no journey sends yet', () => {
    const calls = routesTheAppCalls()
    expect(calls.size).toBeGreaterThan(30)
    const missing = [...calls].filter((key) => !recorded.has(key)).sort()
    expect(missing).toEqual(NOT_IN_ANY_JOURNEY)
  })

  it('names for each request the contract route its method and path match', () => {
    const wrong = corpus.filter((entry) => entry.route === null || entry.route !== routeOf(entry.method, entry.url))
    expect(wrong.map((entry) => `${entry.method} ${entry.url}`)).toEqual([])
  })

  it('replays a multipart body with the parts the journey sent, file bytes included', () => {
    const upload = corpus.find((entry) => entry.parts?.some((part) => 'filename' in part))
    expect(upload, 'a journey uploads a file').toBeDefined()
    const { body, contentType } = encodeEntry(upload as CorpusEntry)
    expect(decodeMultipart(Buffer.from(body!), contentType!)).toEqual(upload!.parts)
  })
})

describe('multipart decoding', () => {
  it('reads the parts a browser encodes, bytes that are not UTF-8 included', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00])
    const form = new FormData()
    form.append('contacts[0][name]', 'Jose Rizal')
    form.append('attachments[]', new File([png], 'receipt.png', { type: 'image/png' }))
    form.append('description', '')
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    const parts = decodeMultipart(Buffer.from(await request.arrayBuffer()), request.headers.get('content-type')!)
    expect(parts).toEqual([
      { name: 'contacts[0][name]', value: 'Jose Rizal' },
      {
        name: 'attachments[]',
        filename: 'receipt.png',
        type: 'image/png',
        base64: Buffer.from(png).toString('base64'),
      },
      { name: 'description', value: '' },
    ])
  })
})
