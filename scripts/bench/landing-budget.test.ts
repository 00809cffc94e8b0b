import { describe, expect, it } from 'vitest'
import { figuresOf, formatTable, median, medians, missedBudgets, type RunFigures } from './landing-budget'

const run = (overrides: Partial<RunFigures> = {}): RunFigures => ({
  score: 100,
  lcp: 900,
  cls: 0,
  tbt: 20,
  fcp: 800,
  speedIndex: 900,
  ...overrides,
})

/** The static page of the same hero: no script, so no blocking time, painted sooner. */
const staticRun = (overrides: Partial<RunFigures> = {}): RunFigures =>
  run({ lcp: 750, tbt: 0, fcp: 750, speedIndex: 750, ...overrides })

describe('the landing benchmark against its budgets', () => {
  it('takes the median of each figure, so one noisy run neither passes nor fails the page', () => {
    expect(median([1600, 1400, 1450])).toBe(1450)
    expect(median([3, 1])).toBe(2)
    const middle = medians([run({ tbt: 400 }), run({ tbt: 30 }), run({ tbt: 40 })])
    expect(middle.tbt).toBe(40)
    expect(missedBudgets(middle, staticRun())).toEqual([])
  })

  it('holds the LCP to 1.3 times the static page’s of the same run', () => {
    // 1.3 x 750 ms = 975 ms.
    expect(missedBudgets(run({ lcp: 975 }), staticRun())).toEqual([])
    expect(missedBudgets(run({ lcp: 976 }), staticRun())).toEqual([
      'Largest Contentful Paint: 976 ms, budget at most 975 ms (1.3 x static, decision 28)',
    ])
    // The same page on a slower moment of the machine: the static page slows too.
    expect(missedBudgets(run({ lcp: 1200 }), staticRun({ lcp: 1000 }))).toEqual([])
  })

  it('holds the LCP to 1.5 s as well, however slow the static page was', () => {
    expect(missedBudgets(run({ lcp: 1500 }), staticRun({ lcp: 1200 }))).toEqual([])
    expect(missedBudgets(run({ lcp: 1501 }), staticRun({ lcp: 1200 }))).toEqual([
      'Largest Contentful Paint: 1501 ms, budget at most 1500 ms (performance target)',
    ])
    expect(missedBudgets(run({ lcp: 2000 }), staticRun({ lcp: 1000 }))).toEqual([
      'Largest Contentful Paint: 2000 ms, budget at most 1500 ms (performance target)',
      'Largest Contentful Paint: 2000 ms, budget at most 1300 ms (1.3 x static, decision 28)',
    ])
  })

  it('names each median outside a budget with its source: decision 28’s score 100 and CLS 0, TBT at most 50 ms', () => {
    const missed = missedBudgets(run({ score: 99, cls: 0.001, tbt: 51, fcp: 9000 }), staticRun())
    expect(missed).toEqual([
      'Performance score: 99, budget at least 100 (decision 28)',
      'Cumulative Layout Shift: 0.001, budget at most 0.000 (decision 28)',
      'Total Blocking Time: 51 ms, budget at most 50 ms (performance target, decision 28)',
    ])
    expect(missedBudgets(run({ score: 100, cls: 0, tbt: 50 }), staticRun())).toEqual([])
  })

  it('fails a score under 98 and a CLS over 0.02 against the performance targets too', () => {
    expect(missedBudgets(run({ score: 97, cls: 0.021 }), staticRun())).toEqual([
      'Performance score: 97, budget at least 98 (performance target)',
      'Performance score: 97, budget at least 100 (decision 28)',
      'Cumulative Layout Shift: 0.021, budget at most 0.020 (performance target)',
      'Cumulative Layout Shift: 0.021, budget at most 0.000 (decision 28)',
    ])
  })

  it('counts a figure Lighthouse did not report, on either page, as missed', () => {
    const figures = figuresOf({ categories: { performance: { score: 1 } }, audits: {} })
    expect(figures.score).toBe(100)
    expect(missedBudgets(figures, staticRun())).toEqual(
      expect.arrayContaining([
        'Largest Contentful Paint: not measured, budget at most 1500 ms (performance target)',
        'Largest Contentful Paint: not measured, budget at most 975 ms (1.3 x static, decision 28)',
      ]),
    )
    expect(missedBudgets(run(), staticRun({ lcp: Number.NaN }))).toEqual([
      'Largest Contentful Paint: 900 ms, budget at most not measured (1.3 x static, decision 28)',
    ])
  })

  it('reads the figures from a Lighthouse result', () => {
    const audits = {
      'largest-contentful-paint': { numericValue: 1234 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      'total-blocking-time': { numericValue: 12 },
      'first-contentful-paint': { numericValue: 1100 },
      'speed-index': { numericValue: 1150 },
    }
    expect(figuresOf({ categories: { performance: { score: 1 } }, audits })).toEqual({
      score: 100,
      lcp: 1234,
      cls: 0.01,
      tbt: 12,
      fcp: 1100,
      speedIndex: 1150,
    })
  })

  it('prints one row per figure: every run, the median, the static page’s median beside it, the verdict', () => {
    const lines = formatTable(
      [run({ lcp: 1000 }), run({ lcp: 950 }), run({ lcp: 900 })],
      [staticRun({ lcp: 700 }), staticRun({ lcp: 750 }), staticRun({ lcp: 720 })],
    ).split('\n')
    expect(lines[0]).toMatch(/^metric\s+run 1\s+run 2\s+run 3\s+median\s+static\s+budget$/)
    // 1.3 x 720 ms = 936 ms.
    expect(lines.find((line) => line.startsWith('Largest Contentful Paint'))).toMatch(
      /1000 ms\s+950 ms\s+900 ms\s+950 ms\s+720 ms\s+<= 1500 ms, <= 936 ms \(1\.3 x static\)\s+MISSED$/,
    )
    expect(lines.find((line) => line.startsWith('Performance score'))).toMatch(/>= 98, >= 100\s+ok$/)
    expect(lines.find((line) => line.startsWith('Speed Index'))).toMatch(/900 ms\s+750 ms\s+-$/)
  })
})
