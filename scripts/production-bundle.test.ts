import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { build, type InlineConfig } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './csp'
import { landingSections } from '../src/features/landing/landing-sections'
import { adminStandInMarkers, demoPanelMarkers, mockMarkers, type MockLibrary } from './production-bundle/mock-markers'

// Three Vite builds on two shared cores: one of the app (tens of seconds), two small control builds.
const BUILD_TIMEOUT_MS = 240_000

const root = join(import.meta.dirname, '..')
const outDirs: string[] = []

async function buildInto(config: InlineConfig): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'empleo-bundle-'))
  outDirs.push(outDir)
  // Vitest leaves its own environment in process.env, and Vite prefers it to the .env files: NODE_ENV=test
  // would build React's development code, and .env.test's VITE_API_MODE=mock would build the mock in.
  // The check must see what `npm run build` ships, so the build runs without them.
  const saved = { ...process.env }
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key]
  process.env.NODE_ENV = 'production'
  try {
    await build({ root, logLevel: 'warn', ...config, build: { ...config.build, outDir, emptyOutDir: true } })
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
let controlDir = ''
let panelDir = ''

// The mock builds' own screens: the presenter's demo panel and the admin application's stand-in.
const mockOnlyFeatures = ['demo-panel', 'admin-stand-in'].map((feature) => join(root, 'src/features', feature))

beforeAll(async () => {
  productionDir = await buildInto({ configFile: join(root, 'vite.config.ts'), mode: 'production' })
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
  it('the markers are found in a bundle that does contain msw, @mswjs/data and faker', () => {
    const control = readJavaScript(controlDir)
      .map(({ code }) => code)
      .join('\n')
    const found = markersIn(control)
    for (const [library, markers] of Object.entries(mockMarkers)) {
      for (const marker of markers) expect(found, `${library}: "${marker}"`).toContainEqual({ library, marker })
    }
  })

  it('contains no mock code: no msw, @mswjs/data or faker, and no worker script', () => {
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

  it('index.html carries the CSP of scripts/csp.ts before any script', () => {
    const html = readFileSync(join(productionDir, 'index.html'), 'utf8')
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i.exec(html)
    expect(meta, 'a Content-Security-Policy <meta>').not.toBeNull()
    expect(decodeHtml(meta?.[1] ?? '')).toBe(contentSecurityPolicy({ meta: true }))
    // A CSP <meta> governs only what comes after it.
    expect(meta?.index).toBeLessThan(html.search(/<script|<link/i))
  })

  it('index.html has no inline script (script-src self would block it)', () => {
    const html = readFileSync(join(productionDir, 'index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [tag, attributes = '', body = ''] of scripts) {
      expect(attributes, tag).toMatch(/\bsrc=/)
      expect(body.trim(), tag).toBe('')
    }
  })
})

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

  it('loads the landing gate first in <head>, a classic same-origin script the markup waits for', () => {
    const document = page()
    const [gate] = document.head.querySelectorAll('script')
    expect(gate?.getAttribute('src')).toBe('/landing-gate.js')
    // Render-blocking: neither a module nor deferred, so it has marked <html> before the body paints.
    for (const attribute of ['type', 'defer', 'async']) expect(gate?.hasAttribute(attribute), attribute).toBe(false)
    expect(readFileSync(join(productionDir, 'landing-gate.js'), 'utf8')).toContain('data-landing')
  })

  it('names the entry for the gate to load after the first paint, with no module script or preload of its own', () => {
    const document = page()
    expect(document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0)
    const entry = document.querySelector('meta[name="empleo-entry"]')?.getAttribute('content') ?? ''
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/)
    expect(readFileSync(join(productionDir, entry), 'utf8').length).toBeGreaterThan(0)
    expect(readFileSync(join(productionDir, 'landing-gate.js'), 'utf8')).toContain('meta[name="empleo-entry"]')
  })
})

function decodeHtml(text: string): string {
  return text
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}
