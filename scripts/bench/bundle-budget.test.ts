import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { bundleBudgetLines, formatBudgetLines, type BudgetLine } from './bundle-budget'

/** A build shaped like the app's: the entry, the router app, the signed-in layout and two pages. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/router-app.tsx': { file: 'assets/router-app.js', isDynamicEntry: true, imports: ['_router.js'] },
  '_router.js': { file: 'assets/router.js' },
  '_forms.js': { file: 'assets/forms.js' },
  '_charts.js': { file: 'assets/charts.js' },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/landing.js',
    src: 'src/routes/index.tsx?tsr-split=component',
    isDynamicEntry: true,
  },
  'src/routes/_app.tsx?tsr-split=component': {
    file: 'assets/shell.js',
    src: 'src/routes/_app.tsx?tsr-split=component',
    isDynamicEntry: true,
  },
  'src/routes/_app/dashboard.tsx?tsr-split=component': {
    file: 'assets/dashboard.js',
    src: 'src/routes/_app/dashboard.tsx?tsr-split=component',
    isDynamicEntry: true,
    dynamicImports: ['_charts.js'],
  },
  'src/routes/_app/leave.tsx?tsr-split=component---loader': {
    file: 'assets/leave.js',
    src: 'src/routes/_app/leave.tsx?tsr-split=component---loader',
    isDynamicEntry: true,
    imports: ['_forms.js'],
  },
}

/** Sizes as served, in bytes; each test changes the ones it is about. */
const sizes = (overrides: Record<string, number> = {}) => {
  const table: Record<string, number> = {
    'assets/index.js': 30_000,
    'assets/react.js': 50_000,
    'assets/router-app.js': 15_000,
    'assets/router.js': 30_000,
    'assets/shell.js': 10_000,
    'assets/dashboard.js': 20_000,
    'assets/leave.js': 15_000,
    'assets/forms.js': 20_000,
    'assets/charts.js': 30_000,
    'assets/landing.js': 100,
    ...overrides,
  }
  return (file: string) => table[file] ?? 0
}

/** The budgets with no page over them yet. */
const budgetLines = (servedSizeOf: (file: string) => number) => bundleBudgetLines(manifest, servedSizeOf, {})

const byLabel = (lines: BudgetLine[], label: string) => lines.find((line) => line.label === label)
const missed = (lines: BudgetLine[]) => lines.filter((line) => !line.withinBudget).map((line) => line.label)

describe('the bundle budgets (first loads of 90 and 170 KB, lazy chunks of 60 KB, as served)', () => {
  it('measures every employee page: the entry, the router app, the layout and the page with its imports', () => {
    const lines = budgetLines(sizes())
    // 30 + 50 + 15 + 30 + 10 + 20 (the chart is loaded later, not first).
    expect(byLabel(lines, '/dashboard first load')?.bytes).toBe(155_000)
    // 30 + 50 + 15 + 30 + 10 + 15 + 20.
    expect(byLabel(lines, '/leave first load')?.bytes).toBe(170_000)
    expect(missed(lines)).toEqual([])
  })

  it('fails an employee page over 170 KB, and one exactly at it passes', () => {
    expect(missed(budgetLines(sizes({ 'assets/forms.js': 20_001 })))).toEqual(['/leave first load'])
    expect(missed(budgetLines(sizes({ 'assets/forms.js': 20_000 })))).toEqual([])
  })

  it('holds a page listed over the budget to its ceiling, and fails it once it is within the budget', () => {
    const ceilings = { '/leave': 185_000 }
    const leave = (forms: number) =>
      bundleBudgetLines(manifest, sizes({ 'assets/forms.js': forms }), ceilings).find((line) =>
        line.label.startsWith('/leave first load'),
      )
    expect(leave(35_000)).toMatchObject({ bytes: 185_000, withinBudget: true, held: true })
    expect(leave(35_001)).toMatchObject({ withinBudget: false, held: true })
    expect(leave(20_000)?.withinBudget).toBe(false)
    expect(leave(20_000)?.label).toMatch(/within budget now: take it off/)
    expect(formatBudgetLines([leave(35_000)!])).toMatch(/^HELD /)
  })

  it('fails the landing page over 90 KB', () => {
    // The entry and React: 40 + 50 is at the budget.
    expect(missed(budgetLines(sizes({ 'assets/index.js': 40_000 })))).not.toContain(
      'landing page first load (a guest at /: the first-visit shell)',
    )
    expect(missed(budgetLines(sizes({ 'assets/index.js': 40_001 })))).toContain(
      'landing page first load (a guest at /: the first-visit shell)',
    )
  })

  it('reports every lazy route chunk, and fails one over 60 KB', () => {
    const lines = budgetLines(sizes({ 'assets/leave.js': 60_001, 'assets/forms.js': 0 }))
    expect(lines.filter((line) => line.label.startsWith('lazy route chunk')).map((line) => line.label)).toEqual([
      'lazy route chunk src/routes/_app.tsx?tsr-split=component',
      'lazy route chunk src/routes/_app/dashboard.tsx?tsr-split=component',
      'lazy route chunk src/routes/_app/leave.tsx?tsr-split=component---loader',
      'lazy route chunk src/routes/index.tsx?tsr-split=component',
    ])
    expect(missed(lines)).toContain('lazy route chunk src/routes/_app/leave.tsx?tsr-split=component---loader')
  })

  it('reports the largest other lazy chunk, and fails any of them over 60 KB', () => {
    const lines = budgetLines(sizes({ 'assets/charts.js': 61_000, 'assets/forms.js': 60_500 }))
    expect(byLabel(lines, 'largest of 4 other lazy chunks (assets/charts.js)')?.withinBudget).toBe(false)
    expect(byLabel(lines, 'lazy chunk assets/forms.js')?.withinBudget).toBe(false)
  })

  it('fails a build in which no employee page is found, rather than measuring nothing', () => {
    const guestOnly = Object.fromEntries(Object.entries(manifest).filter(([key]) => !key.includes('_app/')))
    expect(missed(bundleBudgetLines(guestOnly, sizes()))).toEqual(['no employee page found under src/routes/_app/'])
  })

  it('prints each line with its verdict, size and budget', () => {
    const text = formatBudgetLines(budgetLines(sizes({ 'assets/forms.js': 30_000 })))
    expect(text).toMatch(/^ok {4}\/dashboard first load\s+155\.0 kB of 170\.0 kB$/m)
    expect(text).toMatch(/^OVER {2}\/leave first load\s+180\.0 kB of 170\.0 kB$/m)
  })
})
