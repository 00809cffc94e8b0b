import { describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pageRouteFiles, sharedFirstLoadChunk, signedInShellChunk } from './first-load-chunks'

/**
 * A module graph from its static imports (`importer -> imported`) and some modules' code, as the
 * bundler's chunking context reads it.
 */
function graphOf(edges: readonly (readonly [string, string])[], code: Readonly<Record<string, string>> = {}) {
  return {
    getModuleInfo: (id: string) => ({
      importers: edges.filter(([, imported]) => imported === id).map(([by]) => by),
      code: code[id] ?? null,
    }),
  }
}

// Lazy imports are not edges: a lazily imported module has no static importer (main.tsx's router app,
// its app worker's start, the landing page's dialogs, a page's component).
const graph = graphOf(
  [
    ['/app/index.html', '/app/src/main.tsx'],
    ['/app/src/main.tsx', '/app/src/session/stored-session.ts'],
    ['/app/src/app/app-worker/start-app-worker.tsx', '/app/src/app/app-worker/app-status-messages.tsx'],
    ['/app/src/app/app-worker/app-status-messages.tsx', '/app/src/components/ui/button.tsx'],
    ['/app/src/app/router-app.tsx', '/app/src/app/router.ts'],
    ['/app/src/app/router.ts', '/app/src/session/stored-session.ts'],
    ['/app/src/app/router.ts', '/app/src/components/ui/badge.tsx'],
    ['/app/src/app/router.ts', '/app/src/components/ui/button.tsx'],
    ['/app/src/app/router.ts', '/app/src/lib/api/api-client.ts'],
    ['/app/src/features/auth/sign-in/sign-in-dialog.tsx', '/app/src/lib/api/api-client.ts'],
    ['/app/src/routes/_app/leave.tsx?tsr-split=component', '/app/src/components/ui/badge.tsx'],
    ['/app/src/routes/_app/leave.tsx?tsr-split=component', '/app/src/components/data-table/data-table.tsx'],
    ['/app/src/routes/_app.tsx?tsr-split=component', '/app/src/features/shell/sidebar.tsx'],
    ['/app/src/features/shell/sidebar.tsx', '/app/node_modules/clsx/dist/clsx.mjs'],
    ['/app/src/app/router-app.tsx', '/app/node_modules/@tanstack/react-router/dist/esm/index.js'],
    ['/app/src/app/router.ts', '/app/node_modules/@tanstack/react-query/build/modern/index.js'],
    ['/app/src/lib/api/api-client.ts', '/app/node_modules/@ts-rest/core/index.esm.mjs'],
    ['/app/node_modules/@ts-rest/core/index.esm.mjs', '/app/node_modules/zod/v3/types.js'],
    // The barrel re-exports every part; the sidebar names the avatar alone, the data table the checkbox.
    ['/app/src/features/shell/sidebar.tsx', '/app/node_modules/radix-ui/dist/index.mjs'],
    ['/app/src/components/data-table/data-table.tsx', '/app/node_modules/radix-ui/dist/index.mjs'],
    ['/app/node_modules/radix-ui/dist/index.mjs', '/app/node_modules/@radix-ui/react-avatar/dist/index.mjs'],
    ['/app/node_modules/radix-ui/dist/index.mjs', '/app/node_modules/@radix-ui/react-checkbox/dist/index.mjs'],
    ['/app/node_modules/radix-ui/dist/index.mjs', '/app/node_modules/@radix-ui/react-dropdown-menu/dist/index.mjs'],
    [
      '/app/node_modules/@radix-ui/react-avatar/dist/index.mjs',
      '/app/node_modules/@radix-ui/react-context/dist/index.mjs',
    ],
    [
      '/app/node_modules/@radix-ui/react-checkbox/dist/index.mjs',
      '/app/node_modules/@radix-ui/react-presence/dist/index.mjs',
    ],
  ],
  {
    '/app/src/features/shell/sidebar.tsx':
      "import { Avatar as AvatarPrimitive } from 'radix-ui'\nimport { clsx } from 'clsx'",
    '/app/src/components/data-table/data-table.tsx': "import { Checkbox, DropdownMenu } from 'radix-ui'",
  },
)

describe('the signed-in shell chunk', () => {
  it('takes our modules that the router app or the signed-in layout load statically', () => {
    const name = signedInShellChunk(4)
    expect(name('/app/src/components/ui/badge.tsx', graph)).toBe('signed-in')
    expect(name('/app/src/features/shell/sidebar.tsx', graph)).toBe('signed-in')
  })

  it("takes what a guest's first press loads too (the dialogs): the router app is fetched at that press", () => {
    expect(signedInShellChunk(4)('/app/src/lib/api/api-client.ts', graph)).toBe('signed-in')
  })

  it('leaves what the landing page loads without a press: its entry, and the app worker once idle', () => {
    const name = signedInShellChunk(4)
    expect(name('/app/src/session/stored-session.ts', graph)).toBeNull()
    expect(name('/app/src/components/ui/button.tsx', graph)).toBeNull()
  })

  it('takes the packages the shell runs: the router, TanStack Query, the API client', () => {
    const name = signedInShellChunk(4)
    expect(name('/app/node_modules/@tanstack/react-router/dist/esm/index.js', graph)).toBe('signed-in')
    expect(name('/app/node_modules/@tanstack/react-query/build/modern/index.js', graph)).toBe('signed-in')
    expect(name('/app/node_modules/@ts-rest/core/index.esm.mjs', graph)).toBe('signed-in')
  })

  it('takes a Radix part the shell imports from the barrel by name, and what the part imports', () => {
    const name = signedInShellChunk(4)
    expect(name('/app/node_modules/@radix-ui/react-avatar/dist/index.mjs', graph)).toBe('signed-in')
    expect(name('/app/node_modules/@radix-ui/react-context/dist/index.mjs', graph)).toBe('signed-in')
  })

  it('leaves the parts the barrel re-exports that the shell does not name', () => {
    const name = signedInShellChunk(4)
    expect(name('/app/node_modules/@radix-ui/react-checkbox/dist/index.mjs', graph)).toBeNull()
    expect(name('/app/node_modules/@radix-ui/react-presence/dist/index.mjs', graph)).toBeNull()
    expect(name('/app/node_modules/@radix-ui/react-dropdown-menu/dist/index.mjs', graph)).toBeNull()
  })

  it("leaves a page's own code and the shell's other packages to the automatic split", () => {
    const name = signedInShellChunk(4)
    expect(name('/app/src/components/data-table/data-table.tsx', graph)).toBeNull()
    expect(name('/app/node_modules/clsx/dist/clsx.mjs', graph)).toBeNull()
    // ts-rest imports zod, whose schemas the build drops from the first load (decision 39).
    expect(name('/app/node_modules/zod/v3/types.js', graph)).toBeNull()
  })
})

describe('the signed-in chunk takes what most pages load with their own code', () => {
  // Four page route files; the date formats are loaded by three pages, the data table by two.
  const pagesGraph = graphOf([
    ['/app/src/routes/_app/leave.tsx?tsr-split=component', '/app/src/lib/dates/format-date.ts'],
    ['/app/src/routes/_app/item.tsx?tsr-split=component', '/app/src/lib/dates/format-date.ts'],
    ['/app/src/routes/_app/payslip.tsx?tsr-split=component', '/app/src/features/payslip/payslip-list.tsx'],
    ['/app/src/features/payslip/payslip-list.tsx', '/app/src/lib/dates/format-date.ts'],
    ['/app/src/routes/_app/leave.tsx?tsr-split=component', '/app/src/components/data-table/data-table.tsx'],
    ['/app/src/routes/_app/item.tsx?tsr-split=component', '/app/src/components/data-table/data-table.tsx'],
    ['/app/src/routes/_app/item.tsx?tsr-split=component', '/app/src/components/ui/button.tsx'],
    ['/app/src/routes/_app/leave.tsx?tsr-split=component', '/app/src/components/ui/button.tsx'],
    ['/app/src/routes/_app/payslip.tsx?tsr-split=component', '/app/src/components/ui/button.tsx'],
    ['/app/src/app/app-worker/app-status-messages.tsx', '/app/src/components/ui/button.tsx'],
  ])

  it('takes a module more than half of the pages load with their own code', () => {
    expect(signedInShellChunk(4)('/app/src/lib/dates/format-date.ts', pagesGraph)).toBe('signed-in')
    expect(signedInShellChunk(6)('/app/src/lib/dates/format-date.ts', pagesGraph)).toBeNull()
  })

  it('leaves what half of the pages or fewer load, and what the landing page loads without a press', () => {
    expect(signedInShellChunk(4)('/app/src/components/data-table/data-table.tsx', pagesGraph)).toBeNull()
    expect(signedInShellChunk(4)('/app/src/components/ui/button.tsx', pagesGraph)).toBeNull()
  })

  it('counts the page route files of a folder, not its tests or its other files', () => {
    const folder = mkdtempSync(join(tmpdir(), 'routes-'))
    mkdirSync(join(folder, '-tests'))
    for (const file of ['leave.tsx', 'payslip.tsx', 'payslip.$id.tsx', '-tests/leave.test.tsx', '-parts.tsx', 'a.ts'])
      writeFileSync(join(folder, file), '')
    expect(pageRouteFiles(folder)).toBe(3)
  })
})

describe('the shared first-load chunk', () => {
  // What the landing page's entry or its first-visit shell and the signed-in shell both load statically.
  const sharedGraph = graphOf([
    ['/app/index.html', '/app/src/main.tsx'],
    ['/app/src/main.tsx', '/app/src/lib/clock.ts'],
    ['/app/src/app/first-visit-shell-tree.tsx', '/app/src/components/ui/icons.tsx'],
    ['/app/src/app/first-visit-shell-tree.tsx', '/app/src/app/landing.tsx'],
    ['/app/src/app/router-app.tsx', '/app/src/lib/clock.ts'],
    ['/app/src/routes/_app.tsx', '/app/src/features/shell/sidebar.tsx'],
    ['/app/src/features/shell/sidebar.tsx', '/app/src/components/ui/icons.tsx'],
    ['/app/src/features/shell/sidebar.tsx', '/app/node_modules/clsx/dist/clsx.mjs'],
    ['/app/src/app/landing.tsx', '/app/node_modules/clsx/dist/clsx.mjs'],
    // Both reach the barrel, which re-exports every part: no evidence either loads the avatar.
    ['/app/src/features/shell/sidebar.tsx', '/app/node_modules/radix-ui/dist/index.mjs'],
    ['/app/src/app/landing.tsx', '/app/node_modules/radix-ui/dist/index.mjs'],
    ['/app/node_modules/radix-ui/dist/index.mjs', '/app/node_modules/@radix-ui/react-avatar/dist/index.mjs'],
    // Loaded by the app worker's start, once idle: not the landing page's first load.
    ['/app/src/app/app-worker/app-status-messages.tsx', '/app/src/components/ui/button.tsx'],
    ['/app/src/features/shell/sidebar.tsx', '/app/src/components/ui/button.tsx'],
  ])

  it('takes what both load, our code and packages alike', () => {
    const name = sharedFirstLoadChunk()
    expect(name('/app/src/lib/clock.ts', sharedGraph)).toBe('shared')
    expect(name('/app/src/components/ui/icons.tsx', sharedGraph)).toBe('shared')
    expect(name('/app/node_modules/clsx/dist/clsx.mjs', sharedGraph)).toBe('shared')
  })

  it('leaves what only one of them loads, what loads later, and what is reached only through a barrel', () => {
    const name = sharedFirstLoadChunk()
    expect(name('/app/src/app/landing.tsx', sharedGraph)).toBeNull()
    expect(name('/app/src/features/shell/sidebar.tsx', sharedGraph)).toBeNull()
    expect(name('/app/src/components/ui/button.tsx', sharedGraph)).toBeNull()
    expect(name('/app/node_modules/@radix-ui/react-avatar/dist/index.mjs', sharedGraph)).toBeNull()
  })
})
