/**
 * `npm run size`: the production bundle against the budgets of scripts/bundle-budget.ts.
 * Prints every built JS and CSS file, raw and gzipped, then the first loads; exits 1 over a budget.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'
import { bundleBudget, employeePagePath } from './bundle-budget'
import { entryKey, firstLoadKeys, staticClosure } from './bundle/manifest-graph'

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')
const manifestFile = join(dist, '.vite', 'manifest.json')

if (!existsSync(manifestFile)) {
  console.log('No production build with a manifest in dist/: building it first.\n')
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

type Built = { file: string; raw: number; gzip: number }
const sizes = new Map<string, Built>()
function sizeOf(file: string): Built {
  const known = sizes.get(file)
  if (known) return known
  const content = readFileSync(join(dist, file))
  const built = { file, raw: content.length, gzip: gzipSync(content).length }
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

console.log(`${'file'.padEnd(52)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}  role`)
for (const file of builtFiles) {
  const { raw, gzip } = sizeOf(file)
  console.log(
    `${file.padEnd(52)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)}  ${fileRole.get(file) ?? 'not in manifest'}`,
  )
}

const failures: string[] = []
const check = (label: string, gzip: number, budget: number) => {
  const over = gzip > budget
  console.log(`${over ? 'OVER' : 'ok  '}  ${label.padEnd(58)} ${kb(gzip).padStart(10)} of ${kb(budget)}`)
  if (over) failures.push(`${label}: ${kb(gzip)} gzipped, budget ${kb(budget)}`)
}

const jsGzip = (keys: Iterable<string>) =>
  [...keys]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + sizeOf(file).gzip, 0)

console.log('\nBudgets (gzipped JavaScript, quality.md):')
const landing = firstLoadKeys(manifest, '/')
check(
  'landing page first load (a guest at /: the first-visit shell)',
  jsGzip(landing.keys),
  bundleBudget.landingFirstLoad,
)

const employeePage = firstLoadKeys(manifest, employeePagePath)
if (employeePage.routeFound) {
  check(`${employeePagePath} first load`, jsGzip(employeePage.keys), bundleBudget.employeePageFirstLoad)
} else {
  console.log(`--    ${employeePagePath} first load: no route chunk for it in the build yet, not measured`)
}

const lazyChunks = Object.entries(manifest)
  .filter(([key, chunk]) => !entryClosure.has(key) && chunk.file.endsWith('.js'))
  .map(([, chunk]) => sizeOf(chunk.file))
  .sort((a, b) => b.gzip - a.gzip)
const [largest] = lazyChunks
if (largest)
  check(`largest of ${lazyChunks.length} lazy chunks (${largest.file})`, largest.gzip, bundleBudget.lazyChunk)
for (const chunk of lazyChunks.slice(1))
  if (chunk.gzip > bundleBudget.lazyChunk) check(`lazy chunk ${chunk.file}`, chunk.gzip, bundleBudget.lazyChunk)

if (failures.length > 0) {
  console.error('\nOver budget (change the code, or the numbers in scripts/bundle-budget.ts with a reason):')
  for (const failure of failures) console.error(`  - ${failure}`)
  process.exit(1)
}
console.log('\nAll bundles within budget.')
