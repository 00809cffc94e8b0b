import { describe, expect, it } from 'vitest'
import { formatRetriedJourneys, passedOnlyOnRetry, type ReportedTest } from './retried-journeys-reporter'

const journey = (outcome: ReturnType<ReportedTest['outcome']>, title: string, line = 12): ReportedTest => ({
  outcome: () => outcome,
  titlePath: () => ['', 'chromium', 'leave.spec.ts', 'Leave requests', title],
  location: { file: '/home/ci/empleo/e2e/leave.spec.ts', line, column: 3 },
})

describe('the report of journeys that passed only on retry', () => {
  it('lists the flaky journeys, with their project, file, line and titles', () => {
    const tests = [
      journey('expected', 'lists the requests'),
      journey('flaky', 'files a request with a certificate', 40),
      journey('unexpected', 'cancels a request'),
      journey('skipped', 'prints'),
    ]
    expect(passedOnlyOnRetry(tests, '/home/ci/empleo')).toEqual([
      '[chromium] e2e/leave.spec.ts:40 › Leave requests › files a request with a certificate',
    ])
  })

  it('says so in one line when every journey passed at the first try', () => {
    expect(
      formatRetriedJourneys('playwright.config.ts', passedOnlyOnRetry([journey('expected', 'x')], '/home/ci/empleo')),
    ).toBe('Journeys that passed only on retry (playwright.config.ts): none')
  })

  it('prints a count, then one journey a line', () => {
    expect(formatRetriedJourneys('playwright.config.ts', ['[chromium] e2e/a.spec.ts:1 › a', 'b']).split('\n')).toEqual([
      'Journeys that passed only on retry (playwright.config.ts): 2',
      '  - [chromium] e2e/a.spec.ts:1 › a',
      '  - b',
    ])
  })
})
