import { writeFile } from 'node:fs/promises'
import type { BrowserContext, TestInfo } from '@playwright/test'

/**
 * What a failed journey leaves behind besides its screenshot: every answer of the API the pages got, and what they
 * wrote to the console, in order, with the time since the test began. A journey that fails once in a hundred
 * runs, and only in the full suite, has no trace (traces are kept for retries); this says which call ended a
 * session, or which answer never came.
 */
export function collectFailureEvidence(context: BrowserContext): (testInfo: TestInfo) => Promise<void> {
  const started = Date.now()
  const lines: string[] = []
  const at = () => `${String(Date.now() - started).padStart(6)} ms`
  context.on('response', (response) => {
    const url = new URL(response.url())
    if (response.request().isNavigationRequest()) lines.push(`${at()}  loaded ${url.pathname}`)
    if (!url.pathname.includes('/api/') && !url.pathname.startsWith('/__mock')) return
    const origin = response.fromServiceWorker() ? 'service worker' : 'network'
    lines.push(
      `${at()}  ${response.request().method()} ${url.pathname}${url.search} -> ${response.status()} (${origin})`,
    )
  })
  context.on('console', (message) => {
    if (message.type() === 'debug') return
    lines.push(`${at()}  console.${message.type()}: ${message.text()}`)
  })
  return async (testInfo) => {
    if (testInfo.status === testInfo.expectedStatus || lines.length === 0) return
    // A file in the test's results, which outlives the run's report; the report names it.
    const path = testInfo.outputPath('api-answers-and-console.txt')
    await writeFile(path, `${lines.join('\n')}\n`)
    await testInfo.attach('api answers and console', { path, contentType: 'text/plain' })
    // Also in the run's output: a clean clone's results are gone once its check ends.
    console.log(`What the pages got from the API, and said, before the failure:\n${lines.join('\n')}`)
  }
}
