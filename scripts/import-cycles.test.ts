import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repositoryFiles } from './docs-links'
import { aliasesOf, importCycles, importGraph } from './import-cycles'

const root = join(import.meta.dirname, '..')
const aliases = aliasesOf(root)
const sourceFiles = repositoryFiles(root).filter((file) => /^(src|contract|mocks)\/.*\.tsx?$/.test(file))
const fromDisk = (file: string) => readFileSync(join(root, file), 'utf8')

/**
 * The app starts in src/app, which creates the router from the route tree, which imports every page
 * in src/routes: a page that imports src/app back closes a circle, and a reader can then understand
 * neither side without the other. What both need sits where both can import it.
 */
const startAndPages = /^src\/(app\/|routes\/|route-tree\.gen\.ts$)/

describe('imports between the app start and the pages run one way', () => {
  it('resolves imports through the tsconfig aliases and relative paths', () => {
    const graph = importGraph(sourceFiles, fromDisk, aliases)
    expect(graph.get('src/app/router.ts')).toContain('src/route-tree.gen.ts')
    expect(graph.get('src/route-tree.gen.ts')).toContain('src/routes/_app.tsx')
    expect(graph.get('src/routes/_app.tsx')).toContain('src/app/query-provider.tsx')
  })

  it('has no circle through src/app, src/routes or the route tree', () => {
    const circles = importCycles(importGraph(sourceFiles, fromDisk, aliases)).filter((files) =>
      files.some((file) => startAndPages.test(file)),
    )
    expect(circles).toEqual([])
  })
})

describe('what the check catches', () => {
  const graphOf = (files: Record<string, string>) =>
    importGraph(Object.keys(files), (file) => files[file] ?? '', aliases)

  it('finds a circle closed by a type-only import, through aliases and a dynamic import', () => {
    const graph = graphOf({
      'src/app/router.ts': "import { routeTree } from '@/route-tree.gen'",
      'src/route-tree.gen.ts': "import { Route as AppRoute } from './routes/_app'",
      'src/routes/_app.tsx': "const load = () => import('@/app/query-client')",
      'src/app/query-client.ts':
        "import type { AppRouter } from './router'\nimport { QueryClient } from '@tanstack/react-query'",
      'src/app/start.ts': "import { createAppRouter } from './router'",
    })
    expect(importCycles(graph)).toEqual([
      ['src/app/query-client.ts', 'src/app/router.ts', 'src/route-tree.gen.ts', 'src/routes/_app.tsx'],
    ])
  })

  it('finds a file that imports itself, and no circle in a graph that runs one way', () => {
    expect(importCycles(graphOf({ 'src/a.ts': "import './a'" }))).toEqual([['src/a.ts']])
    expect(
      importCycles(
        graphOf({
          'src/a.ts': "import { b } from './b'\nimport { c } from '@/c'",
          'src/b.ts': "export { c } from './c'",
          'src/c.ts': "import { z } from 'zod'",
        }),
      ),
    ).toEqual([])
  })
})
