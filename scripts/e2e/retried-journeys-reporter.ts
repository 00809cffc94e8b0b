import { basename, dirname, relative } from 'node:path'
import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter'

/**
 * A Playwright reporter that ends each run with the journeys that passed only on a retry (Playwright's
 * "flaky" outcome), one per line, or a line saying there were none: CI retries once, so a journey
 * that fails now and then would otherwise pass unseen. It changes no outcome; both configs add it
 * beside the list reporter (e2e/support/suite-options.ts).
 */

/** The part of a Playwright test this report reads, so the tests can build one. */
export type ReportedTest = Pick<TestCase, 'outcome' | 'titlePath' | 'location'>

/** `[project] file:line › describe › title` for each test that passed only on a retry; files from `rootDir`. */
export function passedOnlyOnRetry(tests: readonly ReportedTest[], rootDir: string): string[] {
  return tests
    .filter((test) => test.outcome() === 'flaky')
    .map((test) => {
      const [, project, , ...titles] = test.titlePath()
      const where = `${relative(rootDir, test.location.file).replace(/\\/g, '/')}:${test.location.line}`
      return `${project ? `[${project}] ` : ''}${[where, ...titles].join(' › ')}`
    })
}

export function formatRetriedJourneys(suite: string, journeys: readonly string[]): string {
  const heading = `Journeys that passed only on retry (${suite}):`
  return journeys.length === 0
    ? `${heading} none`
    : [`${heading} ${journeys.length}`, ...journeys.map((journey) => `  - ${journey}`)].join('\n')
}

export default class RetriedJourneysReporter implements Reporter {
  private suite: Suite | undefined
  private config: FullConfig | undefined

  onBegin(config: FullConfig, suite: Suite): void {
    this.config = config
    this.suite = suite
  }

  onEnd(): void {
    const tests = this.suite?.allTests() ?? []
    // Nothing ran (`--list`): nothing to report.
    if (!tests.some((test) => test.results.length > 0)) return
    const configFile = this.config?.configFile
    const configName = configFile ? basename(configFile) : 'e2e'
    const journeys = passedOnlyOnRetry(tests, configFile ? dirname(configFile) : process.cwd())
    console.log(`\n${formatRetriedJourneys(configName, journeys)}`)
  }

  printsToStdio(): boolean {
    return true
  }
}
