import { describe, expect, it } from 'vitest'
import {
  formatPhoneTable,
  measurementOf,
  stackAloneOf,
  summarizePage,
  type Judgement,
  type VisitRun,
} from './phone-budget'

const visit = (contentMs: number, lcpMs: number | null, before = 150_000, after: number | null = 40_000): VisitRun => ({
  contentMs,
  lcpMs,
  javascriptBeforeContent: before,
  javascriptAfterContent: after,
})
const savingNothing = visit(0, 0, 150_000, 0)
/** The budgets alone, with no page held at a ceiling. */
const noCeilings = {}
/** An employee page, beside the stack alone's medians of the same run. */
const employee = (coldContentMs = 1_700, coldLcpMs = 1_400, repeatContentMs = 600): Judgement => ({
  kind: 'employee',
  stackAlone: { coldContentMs, coldLcpMs, repeatContentMs },
})

describe('bench:phone judges the median of each page against 2.0 s, 2.0 s, 170 + 60 kB, none saving data, 1.0 s', () => {
  it('passes a page within every budget, judged by its medians, not its worst run', () => {
    const summary = summarizePage(
      {
        page: '/dashboard',
        cold: [visit(1_900, 1_800, 170_000, 60_000), visit(5_000, 4_000, 250_000, 90_000), visit(1_500, 1_500)],
        repeat: [visit(900, 800), visit(3_000, 800), visit(700, 700)],
        savingData: savingNothing,
      },
      employee(),
    )
    expect(summary).toMatchObject({
      coldContentMs: 1_900,
      coldLcpMs: 1_800,
      javascriptBeforeContent: 170_000,
      javascriptAfterContent: 60_000,
      repeatContentMs: 900,
      missed: [],
    })
  })

  it('names every budget a page misses, a page with no LCP included', () => {
    const summary = summarizePage(
      {
        page: '/leave',
        cold: [visit(2_001, null, 170_001, 60_001)],
        repeat: [visit(1_001, null)],
        savingData: visit(0, 0, 150_000, 1),
      },
      employee(),
      noCeilings,
    )
    expect(summary.missed).toEqual([
      'content on a first visit',
      'LCP',
      'JavaScript before the content',
      'JavaScript after the content',
      'JavaScript after the content when saving data',
      'content on a repeat visit',
    ])
  })

  it('misses an employee page that was never visited saving data rather than passing it unmeasured', () => {
    const summary = summarizePage(
      { page: '/profile', cold: [visit(1_000, 1_000)], repeat: [visit(500, 500)] },
      employee(),
    )
    expect(summary.missed).toEqual(['JavaScript after the content when saving data'])
  })

  it('judges the JavaScript after the content on the first visits that counted it, and misses a page where none did', () => {
    const counted = summarizePage(
      {
        page: '/item',
        cold: [
          visit(1_000, 1_000, 150_000, 61_000),
          visit(1_000, 1_000, 150_000, null),
          visit(1_000, 1_000, 150_000, null),
        ],
        repeat: [visit(500, 500)],
        savingData: savingNothing,
      },
      employee(),
    )
    expect(counted).toMatchObject({ javascriptAfterContent: 61_000, missed: ['JavaScript after the content'] })
    const uncounted = summarizePage(
      {
        page: '/item',
        cold: [visit(1_000, 1_000, 150_000, null)],
        repeat: [visit(500, 500)],
        savingData: savingNothing,
      },
      employee(),
    )
    expect(uncounted).toMatchObject({ javascriptAfterContent: null, missed: ['JavaScript after the content'] })
  })

  it("holds a time over its budget to the page's ceiling, and misses it past the ceiling; bytes are never held", () => {
    const ceilings = { '/leave': { coldContentMs: 2, coldLcpMs: 2.5 } }
    const leave = (contentMs: number, before = 150_000) =>
      summarizePage(
        {
          page: '/leave',
          cold: [visit(contentMs, 3_500, before, 0)],
          repeat: [visit(900, 900)],
          savingData: savingNothing,
        },
        employee(1_700, 1_400),
        ceilings,
      )
    expect(leave(3_400)).toMatchObject({
      missed: [],
      held: [
        "content on a first visit (ceiling 2x the stack alone's: 3.40 s)",
        "LCP (ceiling 2.5x the stack alone's: 3.50 s)",
      ],
    })
    expect(leave(3_401)).toMatchObject({
      missed: ['content on a first visit'],
      held: ["LCP (ceiling 2.5x the stack alone's: 3.50 s)"],
    })
    expect(leave(3_000, 170_001).missed).toEqual(['JavaScript before the content'])
    expect(formatPhoneTable([leave(3_400)], new Set(['/leave']))).toMatch(/HELD: content on a first visit/)
    expect(formatPhoneTable([leave(3_401)], new Set(['/leave']))).toMatch(/MISSED: content on a first visit; HELD: LCP/)
  })

  it('moves a ceiling with the stack alone of the same run, and holds nothing when the stack alone was not measured', () => {
    const ceilings = { '/profile': { repeatContentMs: 1.5 } }
    const profile = (stackAloneRepeatMs: number | null) =>
      summarizePage(
        { page: '/profile', cold: [visit(1_500, 1_500)], repeat: [visit(1_500, 1_500)], savingData: savingNothing },
        {
          kind: 'employee',
          stackAlone: { coldContentMs: 1_600, coldLcpMs: 1_600, repeatContentMs: stackAloneRepeatMs },
        },
        ceilings,
      )
    // A slower hour slows the stack alone too: the same 1.5 s repeat visit is within 1.5 times 1.0 s.
    expect(profile(1_000)).toMatchObject({ missed: [], held: [expect.stringContaining('content on a repeat visit')] })
    // The page grew slower than the stack: 1.5 s is past 1.5 times 0.6 s.
    expect(profile(600)).toMatchObject({ missed: ['content on a repeat visit'], held: [] })
    expect(profile(null)).toMatchObject({ missed: ['content on a repeat visit'] })
  })

  it("judges a page measured again on that measurement, against the stack alone's on the same calibration", () => {
    const stackAlone = {
      page: 'the stack alone',
      cold: [
        visit(1_700, 1_700),
        visit(1_800, 1_800),
        visit(1_600, 1_600),
        visit(1_000, 1_000),
        visit(1_100, 1_100),
        visit(1_200, 1_200),
      ],
      repeat: [visit(1_000, 0), visit(1_100, 0), visit(900, 0), visit(500, 0), visit(600, 0), visit(700, 0)],
    }
    const page = (runs: number) => ({
      page: '/profile',
      cold: Array(runs).fill(visit(2_000, 2_000)),
      repeat: Array(runs).fill(visit(900, 0)),
    })
    expect(stackAloneOf(measurementOf(stackAlone, 0, 3))).toEqual({
      coldContentMs: 1_700,
      coldLcpMs: 1_700,
      repeatContentMs: 1_000,
    })
    expect(stackAloneOf(measurementOf(stackAlone, 1, 3))).toEqual({
      coldContentMs: 1_100,
      coldLcpMs: 1_100,
      repeatContentMs: 600,
    })
    // The second measurement of a page over its first: judged on those three runs alone.
    const twice = { ...page(3), cold: [...page(3).cold, ...Array(3).fill(visit(1_500, 1_500))] }
    expect(measurementOf(twice, 1, 3).cold).toEqual(Array(3).fill(visit(1_500, 1_500)))
  })

  it("judges the landing page's LCP against 1.5 times the static page's of the same run", () => {
    const landing = (lcpMs: number) =>
      summarizePage(
        { page: '/', cold: [visit(9_000, lcpMs, 999_000, 999_000)], repeat: [visit(9_000, 0)] },
        { kind: 'landing', staticLcpMs: 600 },
      )
    expect(landing(900)).toMatchObject({ lcpOfStatic: 1.5, missed: [] })
    expect(landing(901).missed).toEqual(['LCP against the static page'])
  })

  it('does not judge the static page it shows for comparison, and prints MISSED beside a missed page', () => {
    const staticPage = summarizePage(
      { page: 'static', cold: [visit(9_000, 9_000, 0, 0)], repeat: [visit(9_000, 0)] },
      { kind: 'none' },
    )
    const slow = summarizePage(
      {
        page: '/leave',
        cold: [visit(3_870, 3_790, 189_000, 116_000)],
        repeat: [visit(1_440, 0)],
        savingData: savingNothing,
      },
      employee(),
      noCeilings,
    )
    expect(staticPage.missed).toEqual([])
    const table = formatPhoneTable([staticPage, slow], new Set(['/leave']))
    expect(table).toMatch(
      /\/leave\s+3\.87 s\s+3\.79 s\s+189 kB\s+116 kB\s+\(0 kB\)\s+1\.44 s\s+MISSED: content on a first visit/,
    )
    expect(table).not.toMatch(/static.*(ok|MISSED)/)
  })
})
