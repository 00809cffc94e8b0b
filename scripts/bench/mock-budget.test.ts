import { describe, expect, it } from 'vitest'
import { formatTable, percentile, summarize } from './mock-budget'

/** 100 calls: `fast` of them at 2 ms, the rest at `slow` ms. */
const timings = (fast: number, slow: number) => [
  ...Array.from({ length: fast }, () => 2),
  ...Array.from({ length: 100 - fast }, () => slow),
]

describe('the mock list benchmark against its budget (p95 under 10 ms)', () => {
  it('reads the nearest-rank percentile', () => {
    const sorted = Array.from({ length: 200 }, (_, index) => index + 1)
    expect(percentile(sorted, 95)).toBe(190)
    expect(percentile(sorted, 50)).toBe(100)
    expect(percentile([], 95)).toBeNaN()
  })

  it('passes a case whose slow calls stay within the last 5 percent', () => {
    const summary = summarize({ endpoint: 'GET /leaves', name: 'default', samples: timings(95, 40) })
    expect(summary.p95).toBe(2)
    expect(summary.max).toBe(40)
    expect(summary.withinBudget).toBe(true)
  })

  it('fails a case whose p95 is over the budget, and one exactly at it', () => {
    expect(summarize({ endpoint: 'GET /leaves', name: 'search', samples: timings(94, 10.5) }).withinBudget).toBe(false)
    expect(summarize({ endpoint: 'GET /leaves', name: 'search', samples: timings(90, 10) }).withinBudget).toBe(false)
    expect(summarize({ endpoint: 'GET /leaves', name: 'search', samples: timings(90, 9.99) }).withinBudget).toBe(true)
  })

  it('sorts the samples itself, in the order they were timed or not', () => {
    const samples = [12, ...Array.from({ length: 19 }, () => 1)]
    expect(summarize({ endpoint: 'GET /payslips', name: 'default', samples }).p95).toBe(1)
    expect(summarize({ endpoint: 'GET /payslips', name: 'default', samples: [12, 12, 1] }).withinBudget).toBe(false)
  })

  it('fails a case with no timed call', () => {
    expect(summarize({ endpoint: 'GET /item-requests', name: 'default', samples: [] }).withinBudget).toBe(false)
  })

  it('prints one row per case with its endpoint and verdict', () => {
    const table = formatTable([
      summarize({ endpoint: 'GET /leaves', name: 'default', samples: [3, 4, 5] }),
      summarize({ endpoint: 'GET /item-requests', name: 'sort -costing', samples: [3, 4, 12] }),
    ])
    const lines = table.split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^endpoint\s+case\s+p50 ms\s+p95 ms\s+max ms\s+budget$/)
    expect(lines[1]).toMatch(/^GET \/leaves\s+default\s+4\.00\s+5\.00\s+5\.00\s+< 10 ms\s+ok$/)
    expect(lines[2]).toMatch(/^GET \/item-requests\s+sort -costing\s+4\.00\s+12\.00\s+12\.00\s+< 10 ms\s+MISSED$/)
  })
})
