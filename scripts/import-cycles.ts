import { readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import ts from 'typescript'

/**
 * Which repository files import which, as TypeScript reads the text: static, dynamic and type-only
 * imports alike, since a circle of types still means no file of it can be read without the others.
 * Specifiers resolve through the tsconfig's `paths` and relative to the importer; packages are left out.
 */
export type ImportGraph = Map<string, string[]>

type Aliases = { from: string; to: string; wildcard: boolean }[]

/** The tsconfig's `paths`, as prefix rewrites: `@/*` to `src/`, `@contract` to `contract/index.ts`. */
export function aliasesOf(root: string): Aliases {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), (file) => readFileSync(file, 'utf8'))
  const paths = (config as { compilerOptions?: { paths?: Record<string, string[]> } }).compilerOptions?.paths ?? {}
  return Object.entries(paths).flatMap(([pattern, [target]]) =>
    target === undefined
      ? []
      : [{ from: pattern.replace(/\*$/, ''), to: target.replace(/\*$/, ''), wildcard: pattern.endsWith('*') }],
  )
}

const candidates = (base: string) => [
  base,
  `${base}.ts`,
  `${base}.tsx`,
  `${base}/index.ts`,
  `${base}/index.tsx`,
  base.replace(/\.js$/, '.ts'),
]

function resolveSpecifier(importer: string, specifier: string, aliases: Aliases, files: Set<string>): string | null {
  const alias = aliases.find(({ from, wildcard }) => (wildcard ? specifier.startsWith(from) : specifier === from))
  const base = alias
    ? `${alias.to}${specifier.slice(alias.from.length)}`
    : specifier.startsWith('.')
      ? normalize(join(dirname(importer), specifier))
      : null
  if (base === null) return null
  return candidates(base).find((candidate) => files.has(candidate)) ?? null
}

/** The graph of `files` (paths relative to the repository), each file's text given by `read`. */
export function importGraph(files: readonly string[], read: (file: string) => string, aliases: Aliases): ImportGraph {
  const known = new Set(files)
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(read(file), true, true)
      const imported = importedFiles.flatMap(({ fileName }) => resolveSpecifier(file, fileName, aliases, known) ?? [])
      return [file, [...new Set(imported)]]
    }),
  )
}

/**
 * The circles of the graph: each group of files that reach one another through their imports (a
 * strongly connected component of more than one file, or a file importing itself), sorted.
 */
export function importCycles(graph: ImportGraph): string[][] {
  let next = 0
  const order = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []

  const visit = (file: string): void => {
    order.set(file, next)
    lowest.set(file, next)
    next += 1
    stack.push(file)
    onStack.add(file)
    for (const imported of graph.get(file) ?? []) {
      if (!order.has(imported)) {
        visit(imported)
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(imported)!))
      } else if (onStack.has(imported)) lowest.set(file, Math.min(lowest.get(file)!, order.get(imported)!))
    }
    if (lowest.get(file) !== order.get(file)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort())
  }

  for (const file of graph.keys()) if (!order.has(file)) visit(file)
  return cycles
}
