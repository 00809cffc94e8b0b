import type { Page } from '@playwright/test'
import { controlClient, type ControlClient } from '@mocks/control-api/client'
import { pageFetch } from './page-fetch'

export type MockControls = ControlClient

/**
 * THE control client, calling from inside the page so the page's own service worker answers: what
 * the provider, an admin or time would do, done by a test. The page must be on the app first. A
 * refused call throws with the mock's message, failing the test.
 */
export function mockControls(page: Page): MockControls {
  return controlClient(({ method, path, json }) => pageFetch(page, `/__mock${path}`, { method, json }))
}
