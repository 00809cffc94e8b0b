import { describe, expect, it } from 'vitest'
import { signedInShellChunk } from './signed-in-chunk'

/** A module graph from `importer -> imported` pairs, as the bundler's chunking context reads it. */
function graphOf(edges: readonly (readonly [string, string])[]) {
  return {
    getModuleInfo: (id: string) => ({ importers: edges.filter(([, imported]) => imported === id).map(([by]) => by) }),
  }
}

const graph = graphOf([
  ['/app/src/main.tsx', '/app/src/session/stored-session.ts'],
  ['/app/src/app/router-app.tsx', '/app/src/app/router.ts'],
  ['/app/src/app/router.ts', '/app/src/session/stored-session.ts'],
  ['/app/src/app/router.ts', '/app/src/components/ui/badge.tsx'],
  ['/app/src/routes/_app.tsx?tsr-split=component', '/app/src/features/shell/sidebar.tsx'],
  ['/app/src/features/shell/sidebar.tsx', '/app/node_modules/clsx/dist/clsx.mjs'],
  ['/app/src/routes/_app/leave.tsx?tsr-split=component', '/app/src/components/data-table/data-table.tsx'],
])

describe('the signed-in shell chunk', () => {
  it('takes our modules that the router app or the signed-in layout load statically', () => {
    const name = signedInShellChunk()
    expect(name('/app/src/components/ui/badge.tsx', graph)).toBe('signed-in')
    expect(name('/app/src/features/shell/sidebar.tsx', graph)).toBe('signed-in')
  })

  it("leaves what the landing page's entry loads, so its first load does not grow", () => {
    expect(signedInShellChunk()('/app/src/session/stored-session.ts', graph)).toBeNull()
  })

  it("leaves a page's own code and every package to the automatic split", () => {
    const name = signedInShellChunk()
    expect(name('/app/src/components/data-table/data-table.tsx', graph)).toBeNull()
    expect(name('/app/node_modules/clsx/dist/clsx.mjs', graph)).toBeNull()
  })
})
