import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { build, type InlineConfig, type Manifest } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { COMPILE_HINT } from './bundle/compile-hints'
import { entryKey, firstLoadKeys, pagesUnder, staticClosure } from './bundle/manifest-graph'
import { contentSecurityPolicy } from './csp'
import { landingSections } from '../src/features/landing/landing-sections'
import { firstRequests } from '../src/app/first-requests'
import { WORKER_FILE } from './installable-app/precache-list'
import { buildOnce, type BuildMode } from './support/build-once'
import { appIcons, MANIFEST_FILE } from './installable-app/web-manifest'
import { adminStandInMarkers, demoPanelMarkers, mockMarkers, type MockLibrary } from './production-bundle/mock-markers'

// Four Vite builds on two shared cores: the app for production and for the demo (tens of seconds
// each), two small control builds.
const BUILD_TIMEOUT_MS = 240_000

const root = join(import.meta.dirname, '..')
const outDirs: string[] = []

/** A build of `config` into a folder of its own, removed after the file; `mode` builds the app through `buildOnce`. */
async function buildInto(config: InlineConfig, mode?: BuildMode): Promise<string> {
  // Inside node_modules/.cache, as deep as the e2e suites' builds, so a demo build (source maps) is theirs too.
  // A fresh clone has no cache folder until its first build.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true })
  const outDir = mkdtempSync(join(root, 'node_modules/.cache/empleo-bundle-'))
  outDirs.push(outDir)
  // Vitest leaves its own environment in process.env, and Vite prefers it to the .env files: NODE_ENV=test
  // would build React's development code, and .env.test's VITE_API_MODE=mock would build the mock in.
  // The check must see what `npm run build` ships, so the build runs without them.
  const saved = { ...process.env }
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key]
  process.env.NODE_ENV = 'production'
  const viteBuild = async (into: string) => {
    await build({ root, logLevel: 'warn', ...config, build: { ...config.build, outDir: into, emptyOutDir: true } })
  }
  try {
    if (mode === undefined) await viteBuild(outDir)
    else await buildOnce({ mode, outDir, build: viteBuild })
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  }
  return outDir
}

function readJavaScript(dir: string): { file: string; code: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?js$/.test(file))
    .map((file) => ({ file, code: readFileSync(join(dir, file), 'utf8') }))
}

function markersIn(code: string): { library: MockLibrary; marker: string }[] {
  return (Object.entries(mockMarkers) as [MockLibrary, readonly string[]][]).flatMap(([library, markers]) =>
    markers.filter((marker) => code.includes(marker)).map((marker) => ({ library, marker })),
  )
}

let productionDir = ''
let demoDir = ''
let controlDir = ''
let panelDir = ''

// The mock builds' own screens: the presenter's demo panel and the admin application's stand-in.
const mockOnlyFeatures = ['demo-panel', 'admin-stand-in'].map((feature) => join(root, 'src/features', feature))

beforeAll(async () => {
  productionDir = await buildInto({ configFile: join(root, 'vite.config.ts'), mode: 'production' }, 'production')
  // The demo's mock chunk is large by design; its size warning says nothing here.
  demoDir = await buildInto({ configFile: join(root, 'vite.config.ts'), mode: 'demo', logLevel: 'error' }, 'demo')
  controlDir = await buildInto({
    configFile: false,
    publicDir: false,
    logLevel: 'error',
    build: {
      reportCompressedSize: false,
      rolldownOptions: { input: join(import.meta.dirname, 'production-bundle/mock-libraries.fixture.ts') },
    },
  })
  // Their own files, minified as the app's are; everything they import stays outside.
  panelDir = await buildInto({
    configFile: false,
    publicDir: false,
    logLevel: 'error',
    build: {
      reportCompressedSize: false,
      rolldownOptions: {
        input: mockOnlyFeatures.map((folder) => join(folder, 'index.ts')),
        // Keep the entries' exports, or the whole of each is shaken away as unused.
        preserveEntrySignatures: 'strict',
        external: (id) => !id.startsWith('.') && !mockOnlyFeatures.some((folder) => id.startsWith(folder)),
      },
    },
  })
}, BUILD_TIMEOUT_MS)

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true })
})

describe('the production bundle', () => {
  it('the markers are found in a bundle that does contain msw, @mswjs/data, faker and fflate', () => {
    const control = readJavaScript(controlDir)
      .map(({ code }) => code)
      .join('\n')
    const found = markersIn(control)
    for (const [library, markers] of Object.entries(mockMarkers)) {
      for (const marker of markers) expect(found, `${library}: "${marker}"`).toContainEqual({ library, marker })
    }
  })

  it('contains no mock code: no msw, @mswjs/data, faker or fflate, and no worker script', () => {
    const files = readJavaScript(productionDir)
    expect(files.length).toBeGreaterThan(0)
    const leaks = files.flatMap(({ file, code }) => markersIn(code).map((found) => ({ file, ...found })))
    expect(leaks).toEqual([])
  })

  it('the demo panel and admin stand-in markers are found in a build of those two', () => {
    const mockOnly = readJavaScript(panelDir)
      .map(({ code }) => code)
      .join('\n')
    for (const marker of [...demoPanelMarkers, ...adminStandInMarkers]) expect(mockOnly, marker).toContain(marker)
  })

  it('contains no demo panel and no admin stand-in', () => {
    const leaks = readJavaScript(productionDir).flatMap(({ file, code }) =>
      [...demoPanelMarkers, ...adminStandInMarkers]
        .filter((marker) => code.includes(marker))
        .map((marker) => ({ file, marker })),
    )
    expect(leaks).toEqual([])
  })

  it('keeps zod off the first load of every employee page, those that open with a form included', () => {
    const holdingZod = (page: string) =>
      scriptsOf(firstLoadKeys(productionManifest(), page).keys).filter((file) =>
        zodMarker.test(readFileSync(join(productionDir, file), 'utf8')),
      )
    // zod's own error class, and ts-rest's schema of it, say 'ZodError'; both leave with zod. The form
    // resolver's test for zod 4's '$ZodError' is not zod, and stays with react-hook-form.
    const zodMarker = /(?<!\$)ZodError/
    expect(readJavaScript(productionDir).some(({ code }) => zodMarker.test(code))).toBe(true)
    // /onboard and /settings open with a form: it shows at once and fetches its checks at the first edit (decision 56).
    const zodFree = pagesUnder(productionManifest(), '_app')
    expect(zodFree).toEqual(expect.arrayContaining(['/onboard', '/settings', '/dashboard']))
    expect(zodFree.map((page) => ({ page, files: holdingZod(page) }))).toEqual(
      zodFree.map((page) => ({ page, files: [] })),
    )
  })

  it('asks V8 to compile ahead, on its first line, only what every signed-in page runs before its content', () => {
    const hinted = readJavaScript(productionDir)
      .filter(({ code }) => code.startsWith(`${COMPILE_HINT}\n`))
      .map(({ file }) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''))
    expect(hinted.sort()).toEqual(['index', 'shared', 'signed-in'])
    // Anywhere but the first line V8 would not read it.
    expect(readJavaScript(productionDir).filter(({ code }) => code.indexOf(COMPILE_HINT) > 0)).toEqual([])
  })

  it('index.html carries the CSP of scripts/csp.ts before any script', () => {
    const html = readFileSync(join(productionDir, 'index.html'), 'utf8')
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i.exec(html)
    expect(meta, 'a Content-Security-Policy <meta>').not.toBeNull()
    expect(decodeHtml(meta?.[1] ?? '')).toBe(contentSecurityPolicy({ meta: true }))
    // A CSP <meta> governs only what comes after it.
    expect(meta?.index).toBeLessThan(html.search(/<script|<link/i))
  })

  it("index.html's one inline script is the landing gate, which the CSP allows by its hash and nothing else", () => {
    const html = readFileSync(join(productionDir, 'index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    const inline = scripts.filter(([, attributes = '']) => !/\bsrc=/.test(attributes))
    expect(inline.map(([, , body]) => body)).toEqual([readFileSync(join(root, 'public/landing-gate.js'), 'utf8')])
    const gateHash = createHash('sha256')
      .update(inline[0]?.[2] ?? '')
      .digest('base64')
    // The app's own files, and inline only the gate: an injected inline script matches no hash.
    const scriptSrc = contentSecurityPolicy({ meta: true })
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${gateHash}'`)
  })
})

describe('the installable app (production only)', () => {
  const productionFile = (file: string) => readFileSync(join(productionDir, file))
  // A PNG's IHDR chunk holds its width and height, big-endian, at bytes 16 and 20.
  const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`

  it('has a web app manifest, linked from index.html, with the name, colours and icons', () => {
    const manifest = JSON.parse(productionFile(MANIFEST_FILE).toString('utf8')) as Record<string, unknown>
    expect(manifest).toMatchObject({ name: 'Empleo', short_name: 'Empleo', start_url: '/', display: 'standalone' })
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
    const html = productionFile('index.html').toString('utf8')
    expect(html).toContain(`<link rel="manifest" href="/${MANIFEST_FILE}">`)
    expect(html).toContain(`<meta name="theme-color" content="${String(manifest.theme_color)}">`)
  })

  it('ships each icon the manifest names, a PNG of the size it states, a maskable one among them', () => {
    const manifest = JSON.parse(productionFile(MANIFEST_FILE).toString('utf8')) as { icons: typeof appIcons }
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of manifest.icons) {
      const png = productionFile(icon.src.replace(/^\//, ''))
      expect(png.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG')
      expect(pngSize(png), icon.src).toBe(icon.sizes)
    }
  })

  it('has the app worker, precaching the shell and every built script and style', () => {
    const worker = productionFile(WORKER_FILE).toString('utf8')
    const built = readdirSync(join(productionDir, 'assets')).filter((file) => /\.(js|css)$/.test(file))
    expect(built.length).toBeGreaterThan(0)
    for (const file of ['/index.html', `/${MANIFEST_FILE}`, ...built.map((file) => `/assets/${file}`)])
      expect(worker, file).toContain(file)
    // The page registers it, from a chunk of its own outside the landing page's first load.
    expect(readJavaScript(join(productionDir, 'assets')).some(({ code }) => code.includes(`/${WORKER_FILE}`))).toBe(
      true,
    )
  })

  it('is absent from the demo build, which keeps the mock worker alone', () => {
    const files = readdirSync(demoDir, { recursive: true, encoding: 'utf8' })
    expect(files).toContain('mock-worker.js')
    expect(files).not.toContain(WORKER_FILE)
    expect(files).not.toContain(MANIFEST_FILE)
    expect(files.filter((file) => file.startsWith('icons'))).toEqual([])
    expect(readFileSync(join(demoDir, 'index.html'), 'utf8')).not.toContain('rel="manifest"')
    const registering = readJavaScript(demoDir).filter(({ code }) => code.includes(`/${WORKER_FILE}`))
    expect(registering.map(({ file }) => file)).toEqual([])
  })
})

let builtManifest: Manifest | undefined
/** The production build's manifest, read once. */
const productionManifest = (): Manifest =>
  (builtManifest ??= JSON.parse(readFileSync(join(productionDir, '.vite/manifest.json'), 'utf8')) as Manifest)

/** The built scripts of these manifest keys, as the page asks for them (`/assets/...`), sorted. */
const scriptsOf = (keys: Iterable<string>): string[] =>
  [...keys]
    .map((key) => `/${productionManifest()[key]?.file ?? ''}`)
    .filter((file) => file.endsWith('.js'))
    .sort()

/** The landing gate as the production build ships it: the inline script in index.html's <head>. */
function builtGate(): string {
  const html = readFileSync(join(productionDir, 'index.html'), 'utf8')
  const gate = /<script>([\s\S]*?)<\/script>/.exec(html.slice(0, html.indexOf('</head>')))?.[1]
  if (gate === undefined) throw new Error('index.html holds no landing gate in its <head>')
  return gate
}

// Decision 28: the landing page paints from index.html before any script runs.
describe("the production index.html's prerendered landing page", () => {
  const page = () => new JSDOM(readFileSync(join(productionDir, 'index.html'), 'utf8')).window.document

  it('holds the landing page in the marked #root: the headline, the header, each section with its heading', () => {
    const document = page()
    const root = document.getElementById('root')
    expect(root?.hasAttribute('data-prerendered')).toBe(true)
    expect(root?.querySelector('h1')?.textContent).toBe('HR made simple for growing Philippine businesses')
    expect(root?.querySelector('header img')?.getAttribute('alt')).toBe('Your Company')
    const sections = [...(root?.querySelectorAll('main > section') ?? [])]
    expect(sections.map((section) => section.id)).toEqual(landingSections.map((section) => section.id))
    for (const section of sections) {
      const heading = document.getElementById(section.getAttribute('aria-labelledby') ?? '')
      expect(heading?.textContent, section.id).toBeTruthy()
    }
    expect(root?.querySelector('footer')?.textContent).toContain('Product by')
  })

  it("is the guest's first render: Home marked, the menu closed, no dialog, busy until hydrated", () => {
    const root = page().getElementById('root')
    expect(root?.querySelector('[aria-current="true"]')?.textContent).toBe('Home')
    expect(root?.querySelector('[aria-label="Open menu"]')?.getAttribute('aria-expanded')).toBe('false')
    expect(root?.querySelector('[role="dialog"]')).toBeNull()
    expect(root?.firstElementChild?.getAttribute('aria-disabled')).toBe('true')
  })

  it('holds the landing gate first in <head>, an inline classic script the markup waits for', () => {
    const document = page()
    const [gate] = document.head.querySelectorAll('script')
    // Inline, so nothing waits for a request of its own (docs/decisions/0072-the-stack-alone-on-the-phone.md).
    expect(gate?.hasAttribute('src')).toBe(false)
    // Render-blocking: neither a module nor deferred, so it has marked <html> before the body paints.
    for (const attribute of ['type', 'defer', 'async']) expect(gate?.hasAttribute(attribute), attribute).toBe(false)
    expect(gate?.textContent).toBe(builtGate())
    expect(builtGate()).toContain('data-landing')
    expect(builtGate()).toBe(readFileSync(join(root, 'public/landing-gate.js'), 'utf8'))
  })

  it('names the entry for the gate to load after the first paint, with no module script or preload of its own', () => {
    const document = page()
    expect(document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0)
    const entry = document.querySelector('meta[name="empleo-entry"]')?.getAttribute('content') ?? ''
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/)
    expect(readFileSync(join(productionDir, entry), 'utf8').length).toBeGreaterThan(0)
    // The entry's chunks, for the gate to request beside it: each one built.
    const preloads = document.querySelector('meta[name="empleo-entry"]')?.getAttribute('data-preload')?.split(' ') ?? []
    expect(preloads.length).toBeGreaterThan(0)
    for (const chunk of preloads)
      expect(readFileSync(join(productionDir, chunk), 'utf8').length, chunk).toBeGreaterThan(0)
    expect(builtGate()).toContain('meta[name="empleo-entry"]')
  })
})

/**
 * The production index.html at `path`, the gate run before the body as a browser would, once it has
 * started the entry; with a stored session carrying `token`, and a `fetch` that records what it is
 * asked. `html` may change the page first.
 */
async function gateRunAt(
  path: string,
  { token, html = (page) => page }: { token: string | null; html?: (page: string) => string },
) {
  const page = readFileSync(join(productionDir, 'index.html'), 'utf8')
  const fetched: { url: string; authorization: string | null }[] = []
  const { window } = new JSDOM(html(page), {
    url: `http://localhost${path}`,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse: (window) => {
      if (token !== null) window.localStorage.setItem('empleo-auth', JSON.stringify({ user: { id: 1 }, token }))
      window.fetch = (url: RequestInfo | URL, init?: RequestInit) => {
        fetched.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') })
        return Promise.resolve(new Response('{}'))
      }
    },
  })
  // Where the landing page shows, the gate starts the entry only after the first paint (a frame, here).
  await vi.waitFor(() => expect(window.document.querySelector('script[type="module"]')).not.toBeNull())
  return { window: window as unknown as Window, fetched }
}

// Decision 41: a signed-in person's page requests every script of its first load with the entry.
describe("the landing gate's preloads", () => {
  /** index.html at `path` with the gate run before the body, as a browser would, and what it preloaded. */
  async function preloadsAt(path: string, { signedIn }: { signedIn: boolean }): Promise<string[]> {
    const { window } = await gateRunAt(path, { token: signedIn ? 't' : null })
    return [...window.document.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => link.getAttribute('href') ?? '',
    )
  }

  /** Every script of the page's first load, as `npm run size` counts it. */
  const firstLoadScripts = (page: string) => scriptsOf(firstLoadKeys(productionManifest(), page).keys)
  const withEntry = (preloads: string[]) => {
    const entry = new JSDOM(readFileSync(join(productionDir, 'index.html'), 'utf8')).window.document
      .querySelector('meta[name="empleo-entry"]')
      ?.getAttribute('content')
    return [...new Set([...preloads, entry ?? ''])].sort()
  }

  it("requests, for a signed-in person, every script of the page's first load with the entry", async () => {
    for (const [path, page] of [
      ['/leave', '/leave'],
      ['/payslip/12', '/payslip/$id'],
      ['/payslip/', '/payslip'],
      ['/', '/dashboard'],
    ] as const)
      expect({ path, scripts: withEntry(await preloadsAt(path, { signedIn: true })) }).toEqual({
        path,
        scripts: firstLoadScripts(page),
      })
  })

  it("requests, for a guest at /, the first-visit shell's scripts with the entry", async () => {
    expect(withEntry(await preloadsAt('/', { signedIn: false }))).toEqual(firstLoadScripts('/'))
  })

  it("requests only the entry's own scripts for a guest elsewhere, who is sent to the landing page", async () => {
    const manifest = productionManifest()
    const entryOnly = scriptsOf(staticClosure(manifest, [entryKey(manifest)]))
    expect(withEntry(await preloadsAt('/leave', { signedIn: false }))).toEqual(entryOnly)
  })
})

// Decision 45: the page's first data is asked for by the gate, with the stored token, to the API alone.
describe("the landing gate's first requests", () => {
  /** A JWT whose payload expires `fromNow` milliseconds from now; the gate reads nothing else of it. */
  const tokenExpiring = (fromNow: number) =>
    ['e30', Buffer.from(JSON.stringify({ exp: (Date.now() + fromNow) / 1000 })).toString('base64url'), 'sig'].join('.')
  const live = tokenExpiring(60 * 60 * 1000)

  it("sends the page's listed GETs with the stored token, and leaves their answers for the app", async () => {
    for (const [path, page] of [
      ['/', '/dashboard'],
      ['/dashboard', '/dashboard'],
      ['/profile/', '/profile'],
      ['/onboard', '/onboard'],
      ['/leave', '/leave'],
      ['/payslip/', '/payslip'],
    ] as const) {
      const { window, fetched } = await gateRunAt(path, { token: live })
      const urls = (firstRequests[page] ?? []).map((api) => `http://localhost${api}`)
      expect({ path, fetched }).toEqual({
        path,
        fetched: urls.map((url) => ({ url, authorization: `Bearer ${live}` })),
      })
      expect(window.empleoFirstResponses?.token).toBe(live)
      expect(Object.keys(window.empleoFirstResponses?.responses ?? {})).toEqual(urls)
    }
  })

  it('sends nothing for a page without listed requests or an address with a search, for a guest, or with an expired token', async () => {
    expect((await gateRunAt('/leave-calendar', { token: live })).fetched).toEqual([])
    expect((await gateRunAt('/payslip/12', { token: live })).fetched).toEqual([])
    expect((await gateRunAt('/leave?status=pending', { token: live })).fetched).toEqual([])
    expect((await gateRunAt('/dashboard', { token: null })).fetched).toEqual([])
    expect((await gateRunAt('/dashboard', { token: tokenExpiring(-1000) })).fetched).toEqual([])
    expect((await gateRunAt('/dashboard', { token: 'not-a-jwt' })).fetched).toEqual([])
  })

  it('sends nothing where the build names no API (the mock builds), and only to the API it names', async () => {
    expect(readFileSync(join(demoDir, 'index.html'), 'utf8')).not.toContain('data-api=')
    const withoutApi = (page: string) => page.replace(/ data-api="[^"]*"/, '')
    expect((await gateRunAt('/dashboard', { token: live, html: withoutApi })).fetched).toEqual([])
    const elsewhere = (page: string) => page.replace(/ data-api="[^"]*"/, ' data-api="https://api.example.ph"')
    const { fetched } = await gateRunAt('/dashboard', { token: live, html: elsewhere })
    expect(fetched.map(({ url }) => url)).toEqual([`https://api.example.ph${firstRequests['/dashboard']?.[0]}`])
  })
})

function decodeHtml(text: string): string {
  return text
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}
