import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { LANDING_HEADLINE, landingHeadline } from './support/landing'

// Decision 28: index.html holds the landing page's markup for every path; public/landing-gate.js hides
// it before the first paint where another page will show, and the entry hydrates it where it stays.

/** Loads `path` with none of the app's scripts: only what index.html and the head gate do shows. */
async function loadWithoutAppScripts(page: Page, path: string) {
  // The landing gate is inside index.html, not an app script.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto(path)
  // The markup is in the page, whether or not it shows.
  await expect(page.locator('#root[data-prerendered] h1')).toHaveCount(1)
}

test.describe('before any of the app\u2019s scripts run', () => {
  // No mock worker to answer (or to pass on) the blocked requests.
  test.use({ serviceWorkers: 'block' })

  test('a guest at / sees the landing page: its first paint needs no script', async ({ page }) => {
    await loadWithoutAppScripts(page, '/')
    await expect(landingHeadline(page)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Simple pricing in pesos' })).toBeAttached()
  })

  test('a guest at a portal path does not see the landing page', async ({ page }) => {
    await loadWithoutAppScripts(page, '/leave')
    await expect(landingHeadline(page)).toBeHidden()
  })

  test.describe('signed in', () => {
    test.use({ persona: 'regular' })

    test('a visitor with a stored session at / does not see the landing page', async ({ page }) => {
      await loadWithoutAppScripts(page, '/')
      await expect(landingHeadline(page)).toBeHidden()
    })
  })

  test('an admin session (the admin_profile cookie alone) at / does not see the landing page', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'admin_profile', value: '%7B%7D', url: baseURL ?? '' }])
    await loadWithoutAppScripts(page, '/')
    await expect(landingHeadline(page)).toBeHidden()
  })
})

/**
 * Records, from before the page's own scripts, whether the landing headline was ever painted (checked
 * every frame, as a frame is drawn only once the render-blocking stylesheet has loaded) and whether it
 * was ever taken out of the page (replaced rather than hydrated).
 */
async function watchLandingHeadline(page: Page) {
  await page.addInitScript((headlineText) => {
    const seen = { painted: false, removed: false }
    Object.assign(window, { __landingHeadline: seen })
    const isHeadline = (node: Node) =>
      node instanceof Element &&
      [...(node.matches('h1') ? [node] : node.querySelectorAll('h1'))].some((h1) => h1.textContent === headlineText)
    new MutationObserver((records) => {
      if (records.some((record) => [...record.removedNodes].some(isHeadline))) seen.removed = true
    }).observe(document, { childList: true, subtree: true })
    const everyFrame = () => {
      const headline = [...document.querySelectorAll('h1')].find((h1) => h1.textContent === headlineText)
      if (headline && headline.getClientRects().length > 0) seen.painted = true
      requestAnimationFrame(everyFrame)
    }
    requestAnimationFrame(everyFrame)
  }, LANDING_HEADLINE)
  return () =>
    page.evaluate(
      () => (window as unknown as { __landingHeadline: { painted: boolean; removed: boolean } }).__landingHeadline,
    )
}

test('a guest at / gets the markup hydrated, not replaced, and the console says nothing of it', async ({ page }) => {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`)
  })
  const headline = await watchLandingHeadline(page)
  await page.goto('/')
  // Hydrated: the page no longer says its buttons are not ready.
  await expect(page.locator('#root [aria-disabled]')).toHaveCount(0)
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
  expect(await headline()).toEqual({ painted: true, removed: false })
  expect(messages).toEqual([])
})

test.describe('signed in, with the app running', () => {
  test.use({ persona: 'regular' })

  test('a visitor at / goes to the dashboard without the landing page ever showing', async ({ page }) => {
    const headline = await watchLandingHeadline(page)
    await page.goto('/')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    expect(await headline()).toMatchObject({ painted: false })
  })
})
