import { describe, expect, it } from 'vitest'
import { tasksAtCpuTime, type TraceEvent } from './tasks-at-cpu-time'

const RENDERER = { pid: 7, tid: 7 }
const COMPOSITOR = { pid: 7, tid: 9 }

function threadName(thread: { pid: number; tid: number }, name: string): TraceEvent {
  return { ...thread, name: 'thread_name', ph: 'M', ts: 0, args: { name } }
}

function task(ts: number, dur: number, tdur: number | undefined, name = 'RunTask'): TraceEvent {
  return { ...RENDERER, name, ph: 'X', ts, dur, ...(tdur === undefined ? {} : { tdur }) }
}

function trace(...events: TraceEvent[]): TraceEvent[] {
  return [threadName(RENDERER, 'CrRendererMain'), threadName(COMPOSITOR, 'Compositor'), ...events]
}

describe("a trace's main thread tasks at their CPU time", () => {
  it('shrinks a task to its CPU time and keeps what it holds inside it, in proportion', () => {
    const outer = task(1_000, 40_000, 10_000)
    const inner = task(11_000, 20_000, 8_000, 'FunctionCall')
    const painted: TraceEvent = { ...RENDERER, name: 'firstContentfulPaint', ph: 'R', ts: 21_000 }
    const after: TraceEvent = { ...RENDERER, name: 'domComplete', ph: 'R', ts: 41_000 }
    const sums = tasksAtCpuTime(trace(outer, inner, painted, after))
    expect(outer).toMatchObject({ ts: 1_000, dur: 10_000 })
    expect(inner).toMatchObject({ ts: 3_500, dur: 5_000 })
    expect(painted.ts).toBe(6_000)
    expect(after.ts).toBe(41_000)
    expect(sums).toEqual({ wallMs: 40, cpuMs: 10 })
  })

  it('leaves the time between tasks, and the next task, where they were', () => {
    const first = task(0, 30_000, 3_000)
    const second = task(30_000, 10_000, 10_000)
    const marker: TraceEvent = { ...RENDERER, name: 'navigationStart', ph: 'R', ts: 35_000 }
    tasksAtCpuTime(trace(first, second, marker))
    expect(first).toMatchObject({ ts: 0, dur: 3_000 })
    expect(second).toMatchObject({ ts: 30_000, dur: 10_000 })
    expect(marker.ts).toBe(35_000)
  })

  it('never lengthens a task, and keeps one whose CPU time the trace lacks as it was', () => {
    const rounded = task(0, 10_000, 10_004)
    const unknown = task(20_000, 60_000, undefined)
    expect(tasksAtCpuTime(trace(rounded, unknown))).toEqual({ wallMs: 70, cpuMs: 70 })
    expect(rounded.dur).toBe(10_000)
    expect(unknown.dur).toBe(60_000)
  })

  it("leaves other threads' events alone", () => {
    const composite: TraceEvent = { ...COMPOSITOR, name: 'RunTask', ph: 'X', ts: 0, dur: 50_000, tdur: 5_000 }
    expect(tasksAtCpuTime(trace(composite))).toEqual({ wallMs: 0, cpuMs: 0 })
    expect(composite.dur).toBe(50_000)
  })
})
