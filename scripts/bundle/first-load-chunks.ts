import { readdirSync } from 'node:fs'

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; code?: string | null } | null }

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
 * Our own modules, and the packages the shell runs: the router, TanStack Query, the API client and
 * Radix's parts. Not every package the shell imports: a group takes a module whole, and ts-rest
 * imports zod, which the build drops from the first load (docs/decisions/0039-zod-off-the-first-load.md).
 * Other packages keep their automatic chunks.
 */
const SHELL_CODE =
  /[\\/](src|contract)[\\/]|[\\/]node_modules[\\/](@tanstack[\\/](react-router|router-core|history|react-query|query-core|store|react-store)|@ts-rest[\\/]core|use-sync-external-store|@radix-ui[\\/][^\\/]+)[\\/]/

/**
 * Shell code no page runs: TanStack Query's dehydrate and hydrate, which only the answers kept for reading
 * offline use, and they load lazily (docs/decisions/0071-kept-answers.md). Query's index re-exports
 * them, so the walk up its importers would take them into the shell.
 */
const NOT_ON_A_FIRST_LOAD = /[\\/]node_modules[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]hydration\.js$/

/** A page's own code, split from its route file by the router's plugin: `src/routes/_app/leave.tsx?tsr-split=component`. */
const PAGE_SPLIT = /[\\/]src[\\/]routes[\\/]_app[\\/]([^?]+)\?tsr-split=/

/**
 * Names the chunk of every module the signed-in shell loads statically, or more than half of the
 * `pages` route files under src/routes/_app/ do, and the landing page does not load without a press:
 * they are on every employee page's first load anyway, or on most, and left to the automatic split
 * they come as twenty chunks of a few hundred bytes, each compressed on its own and each one more
 * script for the phone to fetch and read (docs/decisions/0036-employee-first-load.md).
 */
export function signedInShellChunk(pages: number) {
  return chunkOf(
    'signed-in',
    (id, graph) =>
      SHELL_CODE.test(id) &&
      !NOT_ON_A_FIRST_LOAD.test(id) &&
      (reaches(id, graph, SIGNED_IN_ROOTS) || pagesReaching(id, graph) * 2 > pages) &&
      !reaches(id, graph, LOADED_WITHOUT_A_PRESS),
  )
}

/** The page route files in `folder` (src/routes/_app/), by the router's naming: not its tests, not a `-` file. */
export function pageRouteFiles(folder: string): number {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx$/.test(file) && !/(^|[\\/])-/.test(file),
  ).length
}

/** What the landing page loads first: its entry, and the first-visit shell the entry loads for a guest at /. */
const LANDING_FIRST_LOAD = /[\\/]src[\\/](main\.tsx|app[\\/]first-visit-shell-tree\.tsx)$/
/**
 * A package that re-exports every part it has (radix-ui): that a module imports it says nothing of
 * which parts it loads, so a walk goes on through it only to the modules that import the part by name.
 */
const BARREL = /[\\/]node_modules[\\/]radix-ui[\\/]/
/** A part the barrel re-exports: `@radix-ui/react-avatar` is its `Avatar`. */
const BARREL_PART = /[\\/]node_modules[\\/]@radix-ui[\\/]react-([a-z-]+)[\\/]dist[\\/]index\.mjs$/
const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]radix-ui['"]/g

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

/**
 * Whether a chain of static importers leads from `id` up to a module `root` matches. Through the barrel
 * only from a part to the modules that import that part by name.
 */
function reaches(id: string, graph: ModuleGraph, root: RegExp): boolean {
  for (const module of importersAbove(id, graph)) if (root.test(module)) return true
  return false
}

/** How many route files under src/routes/_app/ load `id` with their page's code. */
function pagesReaching(id: string, graph: ModuleGraph): number {
  const pages = new Set<string>()
  for (const module of importersAbove(id, graph)) {
    const page = PAGE_SPLIT.exec(module)?.[1]
    if (page) pages.add(page)
  }
  return pages.size
}

/** `id`, then every module above it on a chain of static importers, nearest first. */
function* importersAbove(id: string, graph: ModuleGraph): Generator<string> {
  const seen = new Set([id])
  const queue = [id]
  while (queue.length > 0) {
    const current = queue.shift() as string
    yield current
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      const next = BARREL.test(importer) ? importersNamingPart(current, importer, graph) : [importer]
      for (const module of next) {
        if (seen.has(module)) continue
        seen.add(module)
        queue.push(module)
      }
    }
  }
}

/** The modules that import `part` from `barrel` by its name (`import { Avatar } from 'radix-ui'`). */
function importersNamingPart(part: string, barrel: string, graph: ModuleGraph): string[] {
  const slug = BARREL_PART.exec(part)?.[1]
  if (!slug) return []
  const name = slug.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())
  return (graph.getModuleInfo(barrel)?.importers ?? []).filter((importer) =>
    [...(graph.getModuleInfo(importer)?.code ?? '').matchAll(BARREL_IMPORT)].some(([, names]) =>
      (names ?? '').split(',').some((imported) => imported.trim().split(/\s+/)[0] === name),
    ),
  )
}
