import { execFileSync } from 'node:child_process'

/**
 * Gives the page's renderer a core of its own for Lighthouse's simulated throttling
 * (docs/decisions/0077-landing-bench-renderer-own-core.md). The simulation multiplies how long each main thread task
 * took on the wall clock. On two shared cores the GPU process's compositor, the browser, Lighthouse and the file
 * server took the renderer's core mid-task, so a task read up to ten times its CPU time, and a static page with no
 * script read 40 to 80 ms of blocking time. A phone runs them on other cores.
 *
 * Not for benches that slow the CPU down in the browser: Chromium's throttler is a thread of the renderer that must
 * interrupt the main thread on time, and sharing one core with it, it cannot.
 */

/** The cores this process may use, from `taskset`'s list format ("0-2,5"). */
export function coresOfList(list: string): number[] {
  return list.split(',').flatMap((part) => {
    const [first, last = first] = part.trim().split('-').map(Number)
    if (first === undefined || last === undefined || !Number.isInteger(first) || !Number.isInteger(last))
      throw new Error(`not a list of cores: ${list}`)
    return Array.from({ length: last - first + 1 }, (_, i) => first + i)
  })
}

/** The renderer gets the last core; everything else keeps the others. None on a one-core machine. */
export function splitCores(cores: number[]): { renderer: number; others: number[] } | undefined {
  if (cores.length < 2) return undefined
  return { renderer: cores.at(-1)!, others: cores.slice(0, -1) }
}

/**
 * Moves this process, and so every process it starts after, off the last of its cores, and returns the flag that
 * starts Chromium's renderers on that core alone. Call it before starting the file server and the browser.
 */
export function rendererOnItsOwnCore(): string[] {
  const pid = String(process.pid)
  const current = execFileSync('taskset', ['--pid', '--cpu-list', pid], { encoding: 'utf8' })
  const split = splitCores(coresOfList(current.slice(current.lastIndexOf(':') + 1)))
  if (!split) return []
  execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', split.others.join(','), pid], { stdio: 'ignore' })
  return [`--renderer-cmd-prefix=taskset --cpu-list ${split.renderer}`]
}
