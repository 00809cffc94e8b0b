import { test as base, expect } from '@playwright/test'
import { expectNoA11yViolations } from './support/a11y'
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
}

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
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
      await use()
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect, expectNoA11yViolations }
