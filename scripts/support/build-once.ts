import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

/**
 * A Vite build of this tree, made once and copied wherever it is asked for again. CI asked for the same
 * build up to four times (the bundle test, each e2e suite's server, the benches, `npm run build`): each
 * build is kept in node_modules/.cache under a key of everything it is made from, so a changed file,
 * dependency, `.env` file or `VITE_` variable is a new key and a new build, never a stale one
 * (docs/decisions/0069-ci-time.md).
 */
const repository = join(import.meta.dirname, '../..')
const ENTRY_PREFIX = 'build-'
/** Builds kept: a few trees back, for a developer switching branches; older ones are removed. */
const KEPT = 8

export type BuildMode = 'production' | 'demo'

/**
 * Every file git would commit (tracked, or new and not ignored), by path and content; the `.env` files git
 * ignores (`.env.local`), which Vite reads; the installed dependencies as npm recorded them; the mode and
 * the variables Vite reads from the environment. Undefined outside a git work tree: then nothing is reused.
 */
export function treeKey(mode: BuildMode, root = repository): string | undefined {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (listed.status !== 0) return undefined
  const envFiles = readdirSync(root).filter((name) => name.startsWith('.env'))
  const files = [...new Set([...listed.stdout.split('\0').filter(Boolean), ...envFiles])].sort()
  const hash = createHash('sha256')
  const variables = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b))
  // Vite builds for production when NODE_ENV is unset, as when it is 'production'.
  hash.update(JSON.stringify({ mode, nodeEnv: process.env.NODE_ENV ?? 'production', variables }))
  for (const file of [...files, 'node_modules/.package-lock.json']) {
    const path = join(root, file)
    hash.update(`\0${file}\0`)
    // A file deleted but not yet staged is still listed: its absence is part of the tree.
    if (existsSync(path) && statSync(path).isFile()) hash.update(readFileSync(path))
  }
  return hash.digest('hex').slice(0, 24)
}

/** Source maps name their sources relative to the map: such a build is the same only at the same depth. */
const hasSourceMaps = (dir: string): boolean =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((file) => file.endsWith('.map'))

/** Where a build is kept: by its key, and for a build with source maps by where its outDir is too. */
function entryOf(cache: string, key: string, where?: string): string {
  const place = where === undefined ? '' : `-${createHash('sha256').update(where).digest('hex').slice(0, 8)}`
  return join(cache, `${ENTRY_PREFIX}${key}${place}`)
}

function keepNewest(cache: string): void {
  const entries = readdirSync(cache)
    .filter((name) => name.startsWith(ENTRY_PREFIX))
    .map((name) => ({ path: join(cache, name), at: statSync(join(cache, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
  for (const { path } of entries.slice(KEPT)) rmSync(path, { recursive: true, force: true })
}

/**
 * Puts the `mode` build of this tree in `outDir` (emptied first): a copy of the one made before, or
 * `build(outDir)` and kept. A build with source maps is kept for outDirs as deep in the tree as this one.
 */
export async function buildOnce({
  mode,
  outDir,
  build,
  root = repository,
}: {
  mode: BuildMode
  outDir: string
  build: (outDir: string) => Promise<void> | void
  /** The tree built; this repository unless a test says otherwise. */
  root?: string
}): Promise<{ reused: boolean }> {
  const cache = join(root, 'node_modules/.cache')
  const target = resolve(root, outDir)
  const key = treeKey(mode, root)
  const where = relative(target, root)
  const made =
    key === undefined ? undefined : [entryOf(cache, key), entryOf(cache, key, where)].find((entry) => existsSync(entry))
  if (made) {
    rmSync(target, { recursive: true, force: true })
    cpSync(made, target, { recursive: true })
    return { reused: true }
  }
  await build(target)
  if (key !== undefined) {
    const entry = hasSourceMaps(target) ? entryOf(cache, key, where) : entryOf(cache, key)
    // Copied beside the entry, then renamed: a build cut short, or made at once by another run, is never half kept.
    const partial = `${entry}.partial-${process.pid}`
    mkdirSync(cache, { recursive: true })
    cpSync(target, partial, { recursive: true })
    try {
      renameSync(partial, entry)
    } catch {
      rmSync(partial, { recursive: true, force: true })
    }
    keepNewest(cache)
  }
  return { reused: false }
}
