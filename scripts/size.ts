/**
 * `npm run size`: the production bundle against the budgets of scripts/bench/bundle-budget.ts.
 * Prints every built JS and CSS file, raw, Brotli and gzip (the copies the build writes beside each
 * file, which a host serves: scripts/bundle/precompress.ts), then every budget line, judged on Brotli,
 * what browsers are served: the landing page's and each employee page's first load, each lazy route
 * chunk, the largest other lazy chunk; exits 1 over a budget.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'
import { bundleBudgetLines, formatBudgetLines } from './bench/bundle-budget'
import { compress, fileSuffix, type Encoding } from './bundle/precompress'
import { entryKey, staticClosure } from './bundle/manifest-graph'
import { buildApp } from './support/processes'

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')
const manifestFile = join(dist, '.vite', 'manifest.json')

if (!existsSync(manifestFile)) {
  console.log('No production build with a manifest in dist/: building it first.\n')
  await buildApp({ outDir: dist })
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

type Built = { file: string; raw: number; br: number; gzip: number }
const sizes = new Map<string, Built>()
function sizeOf(file: string): Built {
  const known = sizes.get(file)
  if (known) return known
  const content = readFileSync(join(dist, file))
  /** The build's compressed copy, or the same compression done here for a build without them. */
  const compressed = (encoding: Encoding) => {
    const copy = join(dist, `${file}${fileSuffix[encoding]}`)
    return existsSync(copy) ? readFileSync(copy).length : compress(content, encoding).length
  }
  const built = { file, raw: content.length, br: compressed('br'), gzip: compressed('gzip') }
  sizes.set(file, built)
  return built
}

const builtFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replace(/\\/g, '/'))
  .filter((file) => /\.(js|css)$/.test(file) && !file.startsWith('.vite/'))
  .sort()

const entryClosure = staticClosure(manifest, [entryKey(manifest)])
const fileRole = new Map<string, string>()
for (const [key, chunk] of Object.entries(manifest)) {
  const role = entryClosure.has(key)
    ? 'first load'
    : chunk.isDynamicEntry
      ? `lazy: ${key.replace(/\?.*$/, '')}`
      : 'lazy, shared'
  fileRole.set(chunk.file, role)
  for (const css of chunk.css ?? []) fileRole.set(css, entryClosure.has(key) ? 'first load (css)' : 'lazy (css)')
}

console.log(`${'file'.padEnd(52)} ${'raw'.padStart(10)} ${'brotli'.padStart(10)} ${'gzip'.padStart(10)}  role`)
for (const file of builtFiles) {
  const { raw, br, gzip } = sizeOf(file)
  console.log(
    `${file.padEnd(52)} ${kb(raw).padStart(10)} ${kb(br).padStart(10)} ${kb(gzip).padStart(10)}  ${fileRole.get(file) ?? 'not in manifest'}`,
  )
}
const total = (encoding: 'br' | 'gzip') =>
  builtFiles.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sizeOf(file)[encoding], 0)
console.log(`All JavaScript: ${kb(total('br'))} Brotli, ${kb(total('gzip'))} gzip.`)

console.log('\nBudgets (JavaScript as served, Brotli; the figures and their source: scripts/bench/bundle-budget.ts):')
const lines = bundleBudgetLines(manifest, (file) => sizeOf(file).br)
console.log(formatBudgetLines(lines))

const over = lines.filter((line) => !line.withinBudget)
if (over.length > 0) {
  console.error('\nOver budget (change the code, or the numbers in scripts/bench/bundle-budget.ts with a reason):')
  for (const { label, bytes, budget } of over) console.error(`  - ${label}: ${kb(bytes)} Brotli, budget ${kb(budget)}`)
  process.exit(1)
}
const held = lines.filter((line) => line.held)
console.log(
  held.length === 0
    ? '\nAll bundles within budget.'
    : `\nWithin budget but for ${held.length} page(s) over it, each held at its ceiling (decision 36).`,
)
