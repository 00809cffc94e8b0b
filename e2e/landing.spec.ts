import type { Page } from '@playwright/test'
import { contract } from '@contract'
import { DEMO_PASSWORD, personas } from '@mocks/seed/personas'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { landingHeadline } from './support/landing'
import { pageFetch } from './support/page-fetch'

// The landing page of docs/product/screens-and-routes.md#landing-page in Chromium: the header nav, the scroll spy and
// the mobile menu. The login and sign-up dialogs are covered where they are built.

const headerNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Sections' })
const section = (page: Page, name: string) => page.getByRole('region', { name })
const current = (page: Page) => headerNav(page).locator('[aria-current="true"]')

test.describe('landing page on a desktop', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    await expect(landingHeadline(page)).toBeVisible()
  })

  test('a header nav item scrolls to its section and marks it active', async ({ page }) => {
    await expect(current(page)).toHaveText('Home')

    await headerNav(page).getByRole('button', { name: 'Pricing' }).click()
    await expect(section(page, 'Simple pricing in pesos')).toBeInViewport({ ratio: 0.77 })
    await expect(current(page)).toHaveText('Pricing')

    await headerNav(page).getByRole('button', { name: 'Features' }).click()
    await expect(page.getByRole('heading', { name: 'What We Offer' })).toBeInViewport()
    await expect(current(page)).toHaveText('Features')
    // The chosen section's heading is clear of the sticky header.
    const header = await page.getByRole('banner').boundingBox()
    const heading = await page.getByRole('heading', { name: 'What We Offer' }).boundingBox()
    expect(heading?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
  })

  // docs/product/screens-and-routes.md#landing-page: opening login while authenticated (an admin cookie or a stored
  // user) goes to /dashboard; and an admin session is sent on from any path to the admin application.
  test('Login with only an admin session (the cookie the admin application left) goes to /dashboard, then on to the admin application', async ({
    page,
    context,
    baseURL,
  }) => {
    const answer = await pageFetch(page, contract.auth.login.path, {
      form: { email: personas.owner.email, password: DEMO_PASSWORD },
    })
    const { user, token } = (answer.body as { data: { user: unknown; token: string } }).data
    const profile = encodeURIComponent(JSON.stringify({ user, token }))
    await context.addCookies([{ name: 'admin_profile', value: profile, url: baseURL ?? '' }])
    const visited: string[] = []
    page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname))

    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'The admin application opens here' })).toBeVisible()
    expect(visited).toContain('/dashboard')
    expect(visited.indexOf('/dashboard')).toBeLessThan(visited.indexOf('/admin'))
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('scrolling by wheel and by keyboard moves the active mark', async ({ page }) => {
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 10_000)
    await expect(current(page)).toHaveText('Pricing')

    await page.keyboard.press('Home')
    await expect(current(page)).toHaveText('Home')
    // At the top before the next key, as a person would be (the suite turns smooth scrolling off).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.keyboard.press('PageDown')
    await expect(current(page)).toHaveText('Features')
  })

  test('Login and Sign Up sit at the right of the header; axe finds nothing serious or critical', async ({ page }) => {
    const header = await page.getByRole('banner').boundingBox()
    const signUp = await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).boundingBox()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
    expect((signUp?.x ?? 0) + (signUp?.width ?? 0)).toBeGreaterThan((header?.width ?? 0) * 0.8)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    await expectNoA11yViolations(page)
  })
})

test.describe('landing page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  async function openMenu(page: Page) {
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(headerNav(page)).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    const id = await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')
    return page.locator(`[id="${id}"]`)
  }

  test('the hamburger opens a menu with the nav items and both buttons, which passes axe; it closes after a choice', async ({
    page,
  }) => {
    const dropdown = await openMenu(page)
    for (const name of ['Home', 'Features', 'Pricing', 'Login', 'Sign Up']) {
      await expect(dropdown.getByRole('button', { name })).toBeVisible()
    }
    await expectNoA11yViolations(page)

    await dropdown.getByRole('button', { name: 'Features' }).click()
    await expect(dropdown).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { name: 'What We Offer' })).toBeInViewport()

    const reopened = await openMenu(page)
    await expect(reopened.getByRole('button', { name: 'Features' })).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('Escape')
    await expect(reopened).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('the menu closes after Login too', async ({ page }) => {
    const dropdown = await openMenu(page)
    await dropdown.getByRole('button', { name: 'Login' }).click()
    await expect(dropdown).toBeHidden()
  })
})
