import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildOnce, treeKey } from './build-once'

let root = ''

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-once-'))
  spawnSync('git', ['init', '--quiet'], { cwd: root })
  writeFileSync(join(root, '.gitignore'), 'node_modules\ndist\n.env.local\n')
  mkdirSync(join(root, 'src'))
  writeFileSync(join(root, 'src/main.ts'), 'export const answer = 42\n')
})

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
  vi.unstubAllEnvs()
})

/** A stand-in for Vite: writes the tree's one source file, as built, and counts its builds. */
function fakeBuild({ maps = false } = {}) {
  const build = vi.fn((outDir: string) => {
    mkdirSync(join(outDir, 'assets'), { recursive: true })
    writeFileSync(join(outDir, 'assets/main.js'), readFileSync(join(root, 'src/main.ts')))
    if (maps) writeFileSync(join(outDir, 'assets/main.js.map'), '{"sources":["../../src/main.ts"]}')
  })
  return build
}

describe('a build made once per tree (docs/decisions/0069-ci-time.md)', () => {
  it('copies the build made before into another outDir instead of building again', async () => {
    const build = fakeBuild()
    expect(await buildOnce({ root, mode: 'production', outDir: 'dist', build })).toEqual({ reused: false })
    expect(await buildOnce({ root, mode: 'production', outDir: 'node_modules/.cache/e2e', build })).toEqual({
      reused: true,
    })
    expect(build).toHaveBeenCalledTimes(1)
    expect(readFileSync(join(root, 'node_modules/.cache/e2e/assets/main.js'), 'utf8')).toBe(
      'export const answer = 42\n',
    )
  })

  it('builds again once a file changes, a new file appears, or another mode is asked for: never a stale build', async () => {
    const build = fakeBuild()
    await buildOnce({ root, mode: 'production', outDir: 'dist', build })
    writeFileSync(join(root, 'src/main.ts'), 'export const answer = 43\n')
    await buildOnce({ root, mode: 'production', outDir: 'dist', build })
    expect(readFileSync(join(root, 'dist/assets/main.js'), 'utf8')).toBe('export const answer = 43\n')
    writeFileSync(join(root, 'src/new.ts'), 'export {}\n')
    await buildOnce({ root, mode: 'production', outDir: 'dist', build })
    await buildOnce({ root, mode: 'demo', outDir: 'dist', build })
    expect(build).toHaveBeenCalledTimes(4)
  })

  it('keys on what Vite reads that git ignores: .env.local and VITE_ variables', () => {
    const before = treeKey('production', root)
    writeFileSync(join(root, '.env.local'), 'VITE_API_MODE=mock\n')
    const withEnvFile = treeKey('production', root)
    vi.stubEnv('VITE_BUILD_ONCE_PROBE', 'on')
    const withVariable = treeKey('production', root)
    expect(new Set([before, withEnvFile, withVariable]).size).toBe(3)
  })

  it('keeps a build with source maps only for outDirs as deep in the tree as its own', async () => {
    const build = fakeBuild({ maps: true })
    await buildOnce({ root, mode: 'demo', outDir: 'node_modules/.cache/e2e', build })
    expect(await buildOnce({ root, mode: 'demo', outDir: 'node_modules/.cache/bench', build })).toEqual({
      reused: true,
    })
    expect(await buildOnce({ root, mode: 'demo', outDir: 'dist', build })).toEqual({ reused: false })
    expect(build).toHaveBeenCalledTimes(2)
  })
})
