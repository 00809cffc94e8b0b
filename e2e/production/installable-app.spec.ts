import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { productionOutDir } from '../../playwright.production.config'
import { chromiumLaunch } from '../support/suite-options'
import { expectNoA11yViolations } from '../support/a11y'
import { landingHeadline } from '../support/landing'

// The installable app against the production build (vite preview of it, with the production CSP
// header): Chrome's own installability check, the worker taking the page, offline reloads, and the
// update prompt.

const OFFLINE_NOTICE = 'You are offline.'
const UPDATE_NOTICE = 'A new version of Empleo is available.'

/** Opens / and waits until the app worker, registered once the page is idle, controls it. */
async function openControlled(page: Page) {
  await page.goto('/')
  await expect(landingHeadline(page)).toBeVisible()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

const appCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('empleo-app-')))

/** Every path the app worker's caches hold. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('empleo-app-'))
    const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat()
    return requests.map((request) => new URL(request.url).pathname)
  })

test('Chrome finds the app installable, and its worker controls the page', async ({ playwright, baseURL }) => {
  // Chrome installs nothing from an incognito profile, and every context but a persistent one is that.
  const profile = mkdtempSync(join(tmpdir(), 'empleo-installable-'))
  const context = await playwright.chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await openControlled(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

/**
 * Chromium 150 keeps the network offline across a navigation but forgets to tell the new document
 * (`navigator.onLine` is true again, though every request fails): the network is told again, as a
 * phone's own radio would keep saying it.
 */
async function reportOffline(context: BrowserContext) {
  await context.setOffline(false)
  await context.setOffline(true)
}

test("offline, / and a portal page reload from the app worker with the app's offline notice", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openControlled(page)
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0)
  // What the page fetches with a token is never kept: the caches hold the build's files and nothing else.
  await page.evaluate(() => fetch('/api/v1/employee/auth/me', { headers: { Authorization: 'Bearer t' } }))
  const cached = await cachedPaths(page)
  expect(cached).toContain('/index.html')
  expect(cached.filter((path) => !existsSync(join(productionOutDir, path)))).toEqual([])

  await context.setOffline(true)

  await page.reload()
  await expect(landingHeadline(page)).toBeVisible()
  await reportOffline(context)
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible()

  // A page of the router app: every chunk it needs comes from the precache.
  await page.goto('/forgot-password')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await reportOffline(context)
  await expect(page).toHaveTitle(/Forgot Password/)
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible()
  await expectNoA11yViolations(page)

  await context.setOffline(false)
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0)
})

/** Resolves once no request of the page has been in flight for half a second. */
function networkQuiet(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      clearTimeout(timer)
      if (inFlight > 0) return
      timer = setTimeout(() => {
        page.off('request', started).off('requestfinished', ended).off('requestfailed', ended)
        resolve()
      }, 500)
    }
    const started = () => {
      inFlight += 1
      settle()
    }
    const ended = () => {
      inFlight -= 1
      settle()
    }
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended)
    settle()
  })
}

test('a changed worker offers the new version, and Reload swaps it in', async ({ page }) => {
  await openControlled(page)
  const [firstCache] = await appCaches(page)
  expect(firstCache).toBeDefined()

  // A deploy, as the browser sees it: the worker's bytes change (same length, another version).
  const workerFile = join(productionOutDir, 'sw.js')
  const deployed = readFileSync(workerFile, 'utf8')
  const version = firstCache?.replace('empleo-app-', '') ?? ''
  const nextVersion = version.replace(/^./, (first) => (first === '0' ? '1' : '0'))
  writeFileSync(workerFile, deployed.replace(version, nextVersion))
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const notice = page.getByText(UPDATE_NOTICE)
    await expect(notice).toBeVisible()
    await expectNoA11yViolations(page)

    // A person's pointer reaches the button before the press, and that first interaction starts the
    // landing page's prefetch of its dialogs. Playwright's press teleports the pointer: the prefetch
    // would leave with the press and reach the old worker while Chromium stops it for the new one,
    // restarting it; with Playwright's DevTools attached it then never goes idle, and the new worker
    // waited past the test's timeout (3 runs in 24; none in 24 with the prefetch done first).
    const reload = page.getByRole('button', { name: 'Reload' })
    const quiet = networkQuiet(page)
    await reload.hover()
    await quiet
    const reloaded = page.waitForEvent('load')
    await reload.click()
    await reloaded
    await expect(landingHeadline(page)).toBeVisible()
    await expect(page.getByText(UPDATE_NOTICE)).toHaveCount(0)
    // The old version's cache went when the new worker activated.
    expect(await appCaches(page)).toEqual([`empleo-app-${nextVersion}`])
  } finally {
    writeFileSync(workerFile, deployed)
  }
})
