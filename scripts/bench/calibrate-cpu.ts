import type { Browser, CDPSession } from '@playwright/test'
import { median } from './landing-budget'
import { phoneProfile } from './phone-budget'

/**
 * The CPU slowdown that makes this machine, at this moment, the phone of the budgets: the rate at which
 * Lighthouse's benchmark index, measured in the bench's own Chromium, comes to the phone's index. A
 * slower machine gets a smaller slowdown, so the phone is the same phone in every run, as DevTools'
 * own calibration does it (docs/decisions/0059).
 */
export type Calibration = {
  /** The benchmark index at full speed. */
  fullSpeedIndex: number
  /** The rate chosen, to the hundredth (the finest Chromium applies). */
  slowdown: number
  /** The benchmark index measured at that rate. */
  indexAtSlowdown: number
}

/** How long one measure of the index runs, as DevTools measures it. */
const MEASURE_MS = 250
/**
 * Measures taken at each rate, of which the median counts. On the shared two-core machine three measures at one rate
 * spread by up to half, and a calibration that stopped on one high measure chose 4.7x where the next chose 8.7x: a
 * phone half again as fast (decision 59). A median of three short measures is steadier than one long one.
 */
const MEASURES_PER_RATE = 3
/** Close enough: DevTools stops within 10 points of the target. */
const TOLERANCE = 10
const MAX_STEPS = 8

/**
 * Lighthouse's BenchmarkIndex: the mean of a run of string building (with its garbage collection) and a
 * run of array copying, each counted in passes a second divided by ten. Source text, not a function:
 * tsx names the functions it compiles with a helper the page does not have.
 */
const benchmarkIndex = (durationMs: number) => `(() => {
  const half = ${durationMs} / 2
  const stringBuilding = () => {
    const start = Date.now()
    let passes = 0
    while (Date.now() - start < half) {
      let text = ''
      for (let i = 0; i < 10000; i++) text += 'a'
      if (text.length === 1) throw new Error('never: keeps the loop from being optimised away')
      passes++
    }
    return Math.round(passes / 10 / ((Date.now() - start) / 1000))
  }
  const arrayCopying = () => {
    const a = []
    const b = []
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i
    const start = Date.now()
    let passes = 0
    while (passes % 10 !== 0 || Date.now() - start < half) {
      const from = passes % 2 === 0 ? a : b
      const to = passes % 2 === 0 ? b : a
      for (let i = 0; i < from.length; i++) to[i] = from[i]
      passes++
    }
    return Math.round(passes / 10 / ((Date.now() - start) / 1000))
  }
  return (stringBuilding() + arrayCopying()) / 2
})()`

const hundredths = (rate: number) => Math.round(rate * 100) / 100

/**
 * The rate at which `indexAt` comes closest to `target`: full speed when the machine is no faster than
 * the phone, else rates corrected in proportion to each measure's miss (the index falls about in
 * proportion to the slowdown), so that one noisy measure is corrected by the next rather than steering
 * a bisection into the wrong half for good.
 */
export async function findSlowdown(indexAt: (rate: number) => Promise<number>, target: number): Promise<Calibration> {
  await indexAt(1) // warms the engine up, as DevTools does
  const fullSpeedIndex = await indexAt(1)
  if (fixedSlowdown) return { fullSpeedIndex, slowdown: fixedSlowdown, indexAtSlowdown: await indexAt(fixedSlowdown) }
  if (fullSpeedIndex <= target) return { fullSpeedIndex, slowdown: 1, indexAtSlowdown: fullSpeedIndex }
  let rate = hundredths(fullSpeedIndex / target)
  let best = { slowdown: 1, indexAtSlowdown: fullSpeedIndex }
  for (let step = 0; step < MAX_STEPS; step++) {
    const index = await indexAt(rate)
    if (Math.abs(index - target) < Math.abs(best.indexAtSlowdown - target))
      best = { slowdown: rate, indexAtSlowdown: index }
    if (Math.abs(index - target) < TOLERANCE) break
    rate = Math.max(1, hundredths((rate * index) / target))
  }
  return { fullSpeedIndex, ...best }
}

/**
 * BENCH_CPU_SLOWDOWN=4 fixes the rate instead (its index still measured and printed): to compare two
 * builds or two hosts on one machine at one rate, never to judge a budget.
 */
const fixedSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN) || undefined

export async function calibrateCpu(browser: Browser, target = phoneProfile.benchmarkIndex): Promise<Calibration> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp: CDPSession = await context.newCDPSession(page)
  const measure = async () => {
    const { result } = await cdp.send('Runtime.evaluate', { expression: benchmarkIndex(MEASURE_MS) })
    const index = Number(result.value)
    if (!Number.isFinite(index)) throw new Error(`the benchmark index came out as ${String(result.value)}`)
    return index
  }
  const indexAt = async (rate: number) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const measures: number[] = []
    for (let i = 0; i < MEASURES_PER_RATE; i++) measures.push(await measure())
    return median(measures)
  }
  try {
    return await findSlowdown(indexAt, target)
  } finally {
    await context.close()
  }
}

export const describeCalibration = ({ fullSpeedIndex, slowdown, indexAtSlowdown }: Calibration) =>
  `benchmark index ${Math.round(fullSpeedIndex)} at full speed; CPU slowed down ${slowdown.toFixed(2)}x${fixedSlowdown ? ' (fixed by BENCH_CPU_SLOWDOWN, not calibrated)' : ''} gives ${Math.round(indexAtSlowdown)}, the phone's is ${phoneProfile.benchmarkIndex}`
