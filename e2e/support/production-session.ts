import { expect, test as base, type Page } from '@playwright/test'
import { controlClient, type ControlClient } from '@mocks/control-api/client'
import { personas } from '@mocks/seed/personas'
import { SESSION_STORAGE_KEY } from '@/session/stored-session'
import { signedInState, type StorageState } from '../../scripts/bench/production-site'

/**
 * What the production suite's signed-in journeys share (playwright.production.config.ts): Maria signed in
 * through the API, her session where the app keeps it (no login page to load), the API and the mock's control
 * routes called from here, and the page's line cut and brought back.
 */
export const test = base.extend<{
  /** Set for a journey that needs the seeded data as it was: the mock is reset before Maria signs in. */
  freshMock: boolean
  session: StorageState
  /** The bearer token of that session. */
  token: string
}>({
  freshMock: [false, { option: true }],
  session: async ({ baseURL, freshMock }, use) => {
    if (freshMock) await serverControls(baseURL!).reset()
    await use(await signedInState({ url: baseURL!, apiUrl: baseURL! }, personas.regular.email))
  },
  token: async ({ session }, use) => {
    const stored = session.origins[0]?.localStorage.find((item) => item.name === SESSION_STORAGE_KEY)
    await use((JSON.parse(stored?.value ?? '{}') as { token?: string }).token ?? '')
  },
  storageState: async ({ session }, use) => use(session),
})

/** A GET of the API from here, under the session the page was given. */
export async function apiGet<T>(baseURL: string, token: string, path: string): Promise<T> {
  const answer = await fetch(`${baseURL}${path}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(answer.status, path).toBe(200)
  return (await answer.json()) as T
}

/** The mock's control routes, called from here: the production server passes /__mock/ on to the mock. */
export function serverControls(baseURL: string): ControlClient {
  return controlClient(async ({ method, path, json }) => {
    const answer = await fetch(`${baseURL}/__mock${path}`, {
      method,
      ...(json === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) }),
    })
    return { status: answer.status, body: await answer.json().catch(() => null) }
  })
}

/**
 * Cuts the page's line, or brings it back, as DevTools does for `context.setOffline`. Chromium keeps the line
 * cut across a navigation but forgets to tell the new document (`navigator.onLine` is true again,
 * e2e/production/installable-app.spec.ts), and `setOffline(true)` is not sent again while the context is
 * already offline: this session tells the page again without a moment online in which a kept request could
 * leave, and it alone holds the line, so bringing it back is one change the page hears as `online`.
 */
export async function lineOf(page: Page): Promise<(online: boolean) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  return async (online) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: !online,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
  }
}

/** Once the app worker controls the page, it holds every file of the build: the page can lose its line. */
export async function workerHoldsTheApp(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}
