import { test as base, expect as playwrightExpect } from '@playwright/test'
import { personas } from '@mocks/seed/personas'
import { expectNoA11yViolations } from './support/a11y'
import { recordApiRequests, recordingDir, writeRecording } from './support/api-recorder'
import { collectFailureEvidence } from './support/failure-evidence'
import { mockControls, type MockControls } from './support/mock-controls'
import { storageStateOf, type SignedInPersona } from './support/personas'

type Options = {
  /**
   * Start signed in as this persona, from the state the 'personas' setup project saved once for the
   * run: `test.use({ persona: 'regular' })`. Each test gets its own copy of the demo's data.
   */
  persona: SignedInPersona | null
}

type Fixtures = {
  /** The mock backend's control API (/__mock/*), called from inside the page. */
  mock: MockControls
  /** Fails the test when the page throws an uncaught error: a blank page has many causes, this is one. */
  failOnPageErrors: void
  /** With E2E_RECORD_API=<dir>, writes what the app sent to the API (scripts/prism/, decision 33). */
  recordApi: void
  /** A failed test gets the API's answers and the console, in order (e2e/support/failure-evidence.ts). */
  failureEvidence: void
}

// expect.poll checks at 100, 250 and 500 ms, then once a second: a URL that changes 600 ms in is seen
// a second later. Journeys poll the URL and the mock often; these intervals see a change within a
// frame or two, and cost the page nothing (each check runs in the test's process).
const POLL_INTERVALS = [50, 100, 100, 200]
const expect = playwrightExpect.configure({})
const pollEvery = expect.poll
expect.poll = (actual, options) =>
  pollEvery(
    actual,
    typeof options === 'string'
      ? { message: options, intervals: POLL_INTERVALS }
      : { intervals: POLL_INTERVALS, ...options },
  )

export const test = base.extend<Options & Fixtures>({
  persona: [null, { option: true }],
  storageState: async ({ persona, storageState }, use) => {
    await use(persona ? storageStateOf(persona) : storageState)
  },
  mock: async ({ page }, use) => {
    await use(mockControls(page))
  },
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.stack || `${error.name}: ${error.message}`))
      await use()
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
  recordApi: [
    async ({ context, persona }, use, testInfo) => {
      const dir = recordingDir()
      if (!dir) return use()
      const recorder = await recordApiRequests(context, persona ? personas[persona].email : null)
      await use()
      await writeRecording(dir, testInfo.titlePath.join(' '), testInfo.retry, await recorder.stop())
    },
    { auto: true },
  ],
  failureEvidence: [
    async ({ context }, use, testInfo) => {
      const attachIfFailed = collectFailureEvidence(context)
      await use()
      await attachIfFailed(testInfo)
    },
    { auto: true },
  ],
})

export { expect, expectNoA11yViolations }
