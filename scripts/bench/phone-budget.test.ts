import { describe, expect, it } from 'vitest'
import { formatPhoneTable, summarizePage, type VisitRun } from './phone-budget'

const visit = (contentMs: number, lcpMs: number | null, javascriptBytes: number): VisitRun => ({
  contentMs,
  lcpMs,
  javascriptBytes,
  javascriptBytesByContent: javascriptBytes / 2,
})

describe('bench:phone judges the median of each page against 2.0 s, 2.0 s, 150 kB and 1.0 s', () => {
  it('passes a page within every budget, judged by its medians, not its worst run', () => {
    const summary = summarizePage({
      page: '/dashboard',
      cold: [visit(1_900, 1_800, 149_000), visit(5_000, 4_000, 149_000), visit(1_500, 1_500, 149_000)],
      repeat: [visit(900, 800, 149_000), visit(3_000, 800, 149_000), visit(700, 700, 149_000)],
    })
    expect(summary).toMatchObject({ coldContentMs: 1_900, coldLcpMs: 1_800, repeatContentMs: 900, missed: [] })
  })

  it('names every budget a page misses, a page with no LCP included', () => {
    const summary = summarizePage({
      page: '/leave',
      cold: [visit(2_001, null, 150_001)],
      repeat: [visit(1_001, null, 150_001)],
    })
    expect(summary.missed).toEqual([
      'content on a first visit',
      'LCP',
      'JavaScript fetched',
      'content on a repeat visit',
    ])
  })

  it('does not judge the static page it shows for comparison, and prints MISSED beside a missed page', () => {
    const staticPage = summarizePage(
      { page: 'static', cold: [visit(9_000, 9_000, 0)], repeat: [visit(9_000, 0, 0)] },
      false,
    )
    const slow = summarizePage({ page: '/leave', cold: [visit(3_870, 3_790, 314_000)], repeat: [visit(1_440, 0, 0)] })
    expect(staticPage.missed).toEqual([])
    const table = formatPhoneTable([staticPage, slow], new Set(['/leave']))
    expect(table).toMatch(
      /\/leave\s+3\.87 s\s+3\.79 s\s+314 kB\s+\(157 kB\)\s+1\.44 s\s+MISSED: content on a first visit/,
    )
    expect(table).not.toMatch(/static.*(ok|MISSED)/)
  })
})
