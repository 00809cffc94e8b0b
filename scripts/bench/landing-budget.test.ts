import { describe, expect, it } from 'vitest'
import { figuresOf, formatTable, median, medians, missedBudgets, type RunFigures } from './landing-budget'

const run = (overrides: Partial<RunFigures> = {}): RunFigures => ({
  score: 99,
  lcp: 1400,
  cls: 0,
  tbt: 20,
  fcp: 1300,
  speedIndex: 1300,
  ...overrides,
})

describe('the landing benchmark against its budgets', () => {
  it('takes the median of each figure, so one noisy run neither passes nor fails the page', () => {
    expect(median([1600, 1400, 1450])).toBe(1450)
    expect(median([3, 1])).toBe(2)
    const middle = medians([run({ tbt: 400 }), run({ tbt: 30 }), run({ tbt: 40 })])
    expect(middle.tbt).toBe(40)
    expect(missedBudgets(middle)).toEqual([])
  })

  it('names each median outside quality.md’s budgets, the score from below and the rest from above', () => {
    const missed = missedBudgets(run({ score: 97, lcp: 1501, cls: 0.05, tbt: 51, fcp: 9000 }))
    expect(missed).toEqual([
      'Performance score: 97, budget at least 98',
      'Largest Contentful Paint: 1501 ms, budget at most 1500 ms',
      'Cumulative Layout Shift: 0.050, budget at most 0.020',
      'Total Blocking Time: 51 ms, budget at most 50 ms',
    ])
    expect(missedBudgets(run({ score: 98, lcp: 1500, cls: 0.02, tbt: 50 }))).toEqual([])
  })

  it('counts a figure Lighthouse did not report as missed', () => {
    const figures = figuresOf({ categories: { performance: { score: 0.99 } }, audits: {} })
    expect(figures.score).toBe(99)
    expect(missedBudgets(figures)).toContain('Largest Contentful Paint: not measured, budget at most 1500 ms')
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

  it('prints one row per figure with every run, the median and the verdict', () => {
    const lines = formatTable([run({ lcp: 1600 }), run({ lcp: 1550 }), run({ lcp: 1400 })]).split('\n')
    expect(lines[0]).toMatch(/^metric\s+run 1\s+run 2\s+run 3\s+median\s+budget$/)
    expect(lines.find((line) => line.startsWith('Largest Contentful Paint'))).toMatch(
      /1600 ms\s+1550 ms\s+1400 ms\s+1550 ms\s+<= 1500 ms\s+MISSED$/,
    )
    expect(lines.find((line) => line.startsWith('Speed Index'))).toMatch(/1300 ms\s+-$/)
  })
})
