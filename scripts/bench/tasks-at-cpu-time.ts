/**
 * Shortens the page's main thread tasks in a trace to the CPU time they used, before Lighthouse's simulation reads
 * them (docs/decisions/0079-landing-bench-tasks-at-their-cpu-time.md). The simulation takes each task as long as it
 * took on the wall clock and multiplies it by four. On a shared machine the wall clock also counts the time other
 * processes held the core: a static page with no script read up to 109 ms of blocking time. The CPU time is the
 * page's own work: a task of 38 ms of work reads 38 ms whatever else the machine runs.
 */

/** One event of a Chrome trace, as far as this file reads it (the trace event format). */
export type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The thread's CPU time over a complete event, in microseconds, as `dur` is its wall-clock time. */
  tdur?: number
  args?: { name?: string }
}

/** Every renderer's main thread: the page's, and any other frame's process. */
function rendererMainThreads(events: readonly TraceEvent[]): { pid: number; tid: number }[] {
  return events
    .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map(({ pid, tid }) => ({ pid, tid }))
}

/**
 * Rewrites `events` in place: each top-level task of a renderer's main thread, and every event of that thread
 * inside it, is shrunk towards the task's start by the task's CPU time over its wall-clock time, so the nesting
 * holds. Time between tasks, and other threads, are left as they were. Answers both sums over those tasks, in ms.
 */
export function tasksAtCpuTime(events: TraceEvent[]): { wallMs: number; cpuMs: number } {
  let wall = 0
  let cpu = 0
  for (const { pid, tid } of rendererMainThreads(events)) {
    const own = events
      .filter((event) => event.pid === pid && event.tid === tid && event.ph !== 'M')
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    let start = 0
    let end = Number.NEGATIVE_INFINITY
    let scale = 1
    for (const event of own) {
      if (event.ts >= end) {
        if (event.ph !== 'X' || !event.dur) continue
        start = event.ts
        end = event.ts + event.dur
        scale = event.tdur === undefined ? 1 : Math.min(1, event.tdur / event.dur)
        wall += event.dur
        cpu += event.dur * scale
      }
      event.ts = start + (event.ts - start) * scale
      if (event.dur !== undefined) event.dur *= scale
    }
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 }
}
