import { writeFile } from 'node:fs/promises'
import type { BrowserContext, Page, Request, TestInfo } from '@playwright/test'

/** Error answers are short (the contract's error shape); a longer one is cut here. */
const ERROR_BODY_CHARS = 300

/**
 * What a failed journey leaves behind besides its screenshot: every answer of the API the pages got (with the
 * body of each refusal, and which of the context's pages asked), and what they wrote to the console, in
 * order, with the time since the test began. A journey that fails once in a hundred runs, and only in the
 * full suite, has no trace (traces are kept for retries); this says which call ended a session, on which
 * page, and why, or which answer never came.
 */
export function collectFailureEvidence(context: BrowserContext): (testInfo: TestInfo) => Promise<void> {
  const started = Date.now()
  const lines: string[] = []
  const bodiesRead: Promise<void>[] = []
  const pageNumbers = new Map<Page, number>()
  const number = (page: Page) => pageNumbers.get(page) ?? pageNumbers.set(page, pageNumbers.size + 1).size
  context.pages().forEach(number)
  context.on('page', number)
  const at = () => `${String(Date.now() - started).padStart(6)} ms`
  // A request of the service worker itself has no page: Playwright throws when asked for its frame.
  const asker = (request: Request) => {
    try {
      return `page ${number(request.frame().page())}`
    } catch {
      return 'the service worker'
    }
  }
  context.on('response', (response) => {
    const url = new URL(response.url())
    const request = response.request()
    if (request.isNavigationRequest()) lines.push(`${at()}  ${asker(request)} loaded ${url.pathname}`)
    if (!url.pathname.includes('/api/') && !url.pathname.startsWith('/__mock')) return
    const origin = response.fromServiceWorker() ? 'service worker' : 'network'
    const line = lines.push(
      `${at()}  ${asker(request)}: ${request.method()} ${url.pathname}${url.search} -> ${response.status()} (${origin})`,
    )
    if (response.status() < 400) return
    bodiesRead.push(
      response.text().then(
        (body) => {
          lines[line - 1] += `\n${' '.repeat(11)}${body.slice(0, ERROR_BODY_CHARS)}`
        },
        () => undefined,
      ),
    )
  })
  context.on('console', (message) => {
    if (message.type() === 'debug') return
    const page = message.page()
    lines.push(`${at()}  ${page ? `page ${number(page)}` : 'a worker'} console.${message.type()}: ${message.text()}`)
  })
  return async (testInfo) => {
    if (testInfo.status === testInfo.expectedStatus || lines.length === 0) return
    // A body that never finishes (its page gone mid-answer) must not hold the report.
    await Promise.race([Promise.all(bodiesRead), new Promise((resolve) => setTimeout(resolve, 2_000))])
    // A file in the test's results, which outlives the run's report; the report names it.
    const path = testInfo.outputPath('api-answers-and-console.txt')
    await writeFile(path, `${lines.join('\n')}\n`)
    await testInfo.attach('api answers and console', { path, contentType: 'text/plain' })
    // Also in the run's output: a clean clone's results are gone once its check ends.
    console.log(`What the pages got from the API, and said, before the failure:\n${lines.join('\n')}`)
  }
}
