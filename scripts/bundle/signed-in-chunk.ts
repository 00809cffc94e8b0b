type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null }

/** The signed-in shell's roots: the router app and the signed-in layout, on every employee page's first load. */
const SIGNED_IN_ROOTS = /[\\/]src[\\/](app[\\/]router-app\.tsx|routes[\\/]_app\.tsx)(\?.*)?$/
/**
 * Our own modules only: a package's barrel (radix-ui) imports every part it has, which would make every
 * part look as if the shell loaded it. Packages keep their automatic chunks.
 */
const OUR_CODE = /[\\/](src|contract)[\\/]/

/** The landing page's entry: what it loads statically stays in the chunks it has. */
const LANDING_ENTRY = /[\\/]src[\\/]main\.tsx$/

/**
 * Names the chunk of every module the signed-in shell loads statically and the landing page does
 * not: they are on every employee page's first load anyway, and left to the automatic split they
 * come as twenty chunks of a few hundred bytes, each gzipped on its own
 * (docs/decisions/0036-employee-first-load.md). Anything the landing page's entry reaches is left
 * where it is, so its first load does not grow.
 */
export function signedInShellChunk() {
  const verdicts = new Map<string, boolean>()
  return (id: string, graph: ModuleGraph): string | null => {
    if (!OUR_CODE.test(id)) return null
    let verdict = verdicts.get(id)
    if (verdict === undefined) {
      verdict = onSignedInShellOnly(id, graph)
      verdicts.set(id, verdict)
    }
    return verdict ? 'signed-in' : null
  }
}

function onSignedInShellOnly(id: string, graph: ModuleGraph): boolean {
  const seen = new Set([id])
  const queue = [id]
  let underShell = false
  while (queue.length > 0) {
    const current = queue.shift() as string
    if (LANDING_ENTRY.test(current)) return false
    if (SIGNED_IN_ROOTS.test(current)) underShell = true
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (seen.has(importer)) continue
      seen.add(importer)
      queue.push(importer)
    }
  }
  return underShell
}
