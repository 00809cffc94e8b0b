type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null }

/** The signed-in shell's roots: the router app and the signed-in layout, on every employee page's first load. */
const SIGNED_IN_ROOTS = /[\\/]src[\\/](app[\\/]router-app\.tsx|routes[\\/]_app\.tsx)(\?.*)?$/
/**
 * What the landing page loads without a press: its entry, the first-visit shell the entry loads for a
 * guest at / (src/app/start-app.tsx), and the app worker's start once idle (src/main.tsx). A module any
 * of them loads stays out of the chunk, or the landing page would load
 * and run the whole shell before anyone asked for it (its blocking time, `npm run bench:landing`).
 * What loads at a guest's first press (the sign-in and sign-up dialogs) may share it: the router app
 * is fetched at that press anyway.
 */
const LOADED_WITHOUT_A_PRESS =
  /[\\/]src[\\/](main\.tsx|app[\\/]first-visit-shell-tree\.tsx|app[\\/]app-worker[\\/][^\\/]+)$/
/**
 * Our own modules only: a package's barrel (radix-ui) imports every part it has, which would make every
 * part look as if the shell loaded it. Packages keep their automatic chunks.
 */
const OUR_CODE = /[\\/](src|contract)[\\/]/

/**
 * Names the chunk of every module the signed-in shell loads statically and the landing page does
 * not load without a press: they are on every employee page's first load anyway, and left to the
 * automatic split they come as twenty chunks of a few hundred bytes, each gzipped on its own
 * (docs/decisions/0036-employee-first-load.md).
 */
export function signedInShellChunk() {
  return chunkOf(
    'signed-in',
    (id, graph) =>
      OUR_CODE.test(id) && reaches(id, graph, SIGNED_IN_ROOTS) && !reaches(id, graph, LOADED_WITHOUT_A_PRESS),
  )
}

/** What the landing page loads first: its entry, and the first-visit shell the entry loads for a guest at /. */
const LANDING_FIRST_LOAD = /[\\/]src[\\/](main\.tsx|app[\\/]first-visit-shell-tree\.tsx)$/
/**
 * A package that re-exports every part it has (radix-ui): reaching a root through it says nothing of
 * whether that root loads the part, so a walk stops there.
 */
const BARREL = /[\\/]node_modules[\\/]radix-ui[\\/]/

/**
 * Names the chunk of every module that both the landing page's first load and the signed-in shell's
 * load statically: each of them loads all of it anyway, and left to the automatic split it comes as
 * a dozen chunks of a few hundred bytes, each one more request (docs/decisions/0043-fewer-first-load-chunks.md).
 */
export function sharedFirstLoadChunk() {
  return chunkOf('shared', (id, graph) => reaches(id, graph, LANDING_FIRST_LOAD) && reaches(id, graph, SIGNED_IN_ROOTS))
}

/** A group's `name`: `name` for the modules `belongs` takes, judged once each. */
function chunkOf(name: string, belongs: (id: string, graph: ModuleGraph) => boolean) {
  const verdicts = new Map<string, boolean>()
  return (id: string, graph: ModuleGraph): string | null => {
    let verdict = verdicts.get(id)
    if (verdict === undefined) {
      verdict = belongs(id, graph)
      verdicts.set(id, verdict)
    }
    return verdict ? name : null
  }
}

/** Whether a chain of static importers leads from `id` up to a module `root` matches, not through a barrel. */
function reaches(id: string, graph: ModuleGraph, root: RegExp): boolean {
  const seen = new Set([id])
  const queue = [id]
  while (queue.length > 0) {
    const current = queue.shift() as string
    if (root.test(current)) return true
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (seen.has(importer) || BARREL.test(importer)) continue
      seen.add(importer)
      queue.push(importer)
    }
  }
  return false
}
