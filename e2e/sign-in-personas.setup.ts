import { test as setup } from '@playwright/test'
import { personas } from '@mocks/seed/personas'
import { logInThroughTheApi } from './support/session'
import { signedInPersonas, storageStateOf } from './support/personas'

/**
 * Logs each persona in once for the whole run. The saved state holds the stored session and the
 * in-browser mock's database (localStorage), which knows that session, so every test starting from
 * it is signed in against its own copy of the demo's data.
 */
for (const persona of signedInPersonas) {
  setup(`sign in as ${persona}`, async ({ page }) => {
    // The session and the database that knows it are all the state needs: the signed-in app is not opened.
    await logInThroughTheApi(page, personas[persona])
    // Leaving the page saves the mock's database at once (mocks/browser.ts, on pagehide).
    await page.goto('about:blank')
    await page.context().storageState({ path: storageStateOf(persona) })
  })
}
