import { personas } from '@mocks/seed/personas'
import type { Page, Route } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { demoPanelTrigger } from './support/demo-panel'
import {
  accountMenuButton,
  accountMenuItems,
  chooseFromAccountMenu,
  LAPTOP,
  PHONE,
  sidebarItems,
} from './support/shell'

// The employee shell (docs/product/screens-and-routes.md: "Shell", "Employee routes", "Redirect rules";
// docs/product/roles.md), one journey per persona, each starting signed in from its saved session.

const pathOf = (page: Page) => new URL(page.url()).pathname
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const currentItem = (page: Page) => sidebar(page).locator('a[aria-current="page"]')

// A page load boots the in-browser mock from the persona's saved database: on two busy cores that can
// take longer than an expectation's usual wait, and these journeys make several.
const PAGE_LOAD = { timeout: 20_000 }

/** Opens `path` and waits for its page: the title of docs/product/screens-and-routes.md#page-titles and its heading. */
async function visit(page: Page, path: string, title: string) {
  await page.goto(path)
  await expect(heading(page, title)).toBeVisible(PAGE_LOAD)
  await expect(page).toHaveTitle(`${title} | Empleo-Employee`)
}

/** Answered as an unknown address is: the not-found page inside the shell, under its own title. */
async function expectNotFoundAt(page: Page, path: string) {
  await page.goto(path)
  await expect(heading(page, 'Page not found')).toBeVisible(PAGE_LOAD)
  await expect(page).toHaveTitle('Page not found | Empleo-Employee')
  expect(pathOf(page)).toBe(path)
}

test.describe('a regular employee', () => {
  test.use({ persona: 'regular', viewport: LAPTOP })
  // Rich journeys, several page loads each.
  test.beforeEach(() => test.slow())
  const { full_name } = personas.regular

  test('on a laptop: every item, each page with its title, the sidebar remembered, the account menu; axe on the shell', async ({
    page,
  }) => {
    await visit(page, '/dashboard', 'Dashboard')
    const header = page.getByRole('banner')
    await expect(header.getByText('Beta', { exact: true })).toBeVisible()
    await expect(header.getByText('Employee', { exact: true })).toHaveText('Employee')
    await expect(accountMenuButton(page, full_name)).toContainText(full_name)
    expect(await sidebarItems(page)).toEqual([
      'Dashboard',
      'My Profile',
      'Payslip',
      'Leave Request',
      'Expense Request',
      'Certificate of Employment',
    ])
    // The seeded history has two payslips not opened yet.
    // Named in words, exactly: Chrome's own name, no space before the comma.
    await expect(sidebar(page).getByRole('link', { name: /^Payslip/ })).toHaveAccessibleName('Payslip, 2 unviewed')
    await expect(currentItem(page)).toHaveText('Dashboard')
    await expectNoA11yViolations(page)

    for (const [item, path, title] of [
      ['Payslip', '/payslip', 'Payslip'],
      ['Leave Request', '/leave', 'Leave Request'],
      ['Expense Request', '/item', 'Expense Request'],
      ['Certificate of Employment', '/certificate', 'Certificate of Employment'],
    ] as const) {
      await sidebar(page)
        .getByRole('link', { name: new RegExp(`^${item}`) })
        .click()
      await expect(heading(page, title)).toBeVisible()
      await expect(page).toHaveTitle(`${title} | Empleo-Employee`)
      expect(pathOf(page)).toBe(path)
      await expect(currentItem(page)).toContainText(item)
      // The leave and expense screens' own journeys check them with axe at both sizes.
      if (path === '/payslip') await expectNoA11yViolations(page)
    }

    // The leave calendar belongs to the dashboard.
    await visit(page, '/leave-calendar', 'Leave Calendar')
    await expect(currentItem(page)).toHaveText('Dashboard')

    // Folded to its icons, the sidebar stays folded after a reload.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible(PAGE_LOAD)
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Expand sidebar' }).click()

    expect(await accountMenuItems(page, full_name)).toEqual(['My Profile', 'Account Settings', 'Privacy', 'Sign Out'])
    await accountMenuButton(page, full_name).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('menuitem', { name: 'My Profile' }).click()
    await expect.poll(() => pathOf(page)).toBe('/profile')
  })

  test('on a phone: the drawer opens from the menu button, follows an item and closes; axe on the shell', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await visit(page, '/dashboard', 'Dashboard')
    await expect(sidebar(page)).toBeHidden()
    // The name hides from sight on a phone but still names the account button.
    await expect(accountMenuButton(page, full_name)).toBeVisible()
    await expectNoA11yViolations(page)

    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.click()
    await drawer.getByRole('link', { name: /^Payslip/ }).click()
    await expect(drawer).toBeHidden()
    await expect(heading(page, 'Payslip')).toBeVisible()
    await expectNoA11yViolations(page)

    await accountMenuButton(page, full_name).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('shows the pulsing-dot loading screen while a page’s code is on its way', async ({ page }) => {
    await visit(page, '/dashboard', 'Dashboard')
    // The page's chunks are held until the loading screen has been seen: no sleeping, no race.
    const held: Route[] = []
    let released = false
    await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)))
    await sidebar(page).getByRole('link', { name: 'Leave Request' }).click()
    const loading = page.getByRole('status').filter({ hasText: 'Loading…' })
    await expect(loading).toBeVisible()
    await expect(loading.locator('span[aria-hidden="true"]')).toBeVisible()
    await expect(heading(page, 'Leave Request')).toHaveCount(0)
    released = true
    for (const route of held) await route.continue()
    await expect(heading(page, 'Leave Request')).toBeVisible(PAGE_LOAD)
    await expect(loading).toHaveCount(0)
  })

  test("/404: Go Back follows the browser's history across page loads, and a status it has no words for is not shown", async ({
    page,
  }) => {
    await visit(page, '/dashboard', 'Dashboard')
    await page.goto('/leave/7')
    await page.goto('/404?status=404')
    await expect(heading(page, 'Page not found')).toBeVisible(PAGE_LOAD)
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect.poll(() => pathOf(page)).toBe('/dashboard')

    await page.goto(`/404?status=${encodeURIComponent('{"a":1}')}`)
    await expect(heading(page, 'Page not found')).toBeVisible(PAGE_LOAD)
    await page.goto(`/404?status=${encodeURIComponent('Your account is locked: call 0917 000 0000')}`)
    await expect(heading(page, 'Page not found')).toBeVisible(PAGE_LOAD)
    await expect(page.getByText('0917')).toHaveCount(0)
  })
})

test.describe('a probationary employee', () => {
  test.use({ persona: 'probationary', viewport: LAPTOP })
  // Rich journeys, several page loads each.
  test.beforeEach(() => test.slow())

  test('has no Expense Request, and /item answers as an unknown address', async ({ page }) => {
    await visit(page, '/dashboard', 'Dashboard')
    expect(await sidebarItems(page)).toEqual([
      'Dashboard',
      'My Profile',
      'Payslip',
      'Leave Request',
      'Certificate of Employment',
    ])
    await visit(page, '/leave', 'Leave Request')
    await expectNotFoundAt(page, '/item')
    await expect(sidebar(page)).toBeVisible()
  })
})

test.describe('an independent contractor', () => {
  test.use({ persona: 'contractor', viewport: LAPTOP })
  // Rich journeys, several page loads each.
  test.beforeEach(() => test.slow())

  test('has Dashboard and My Profile only; the gated pages answer not found; axe at both sizes', async ({ page }) => {
    await visit(page, '/dashboard', 'Dashboard')
    expect(await sidebarItems(page)).toEqual(['Dashboard', 'My Profile'])
    // Opened by address: src/routes/-tests/employee-shell.test.tsx checks every gated page for every
    // employment type; here one of them, and onboarding, on the real build.
    for (const path of ['/leave', '/onboard']) await expectNotFoundAt(page, path)
    await expectNoA11yViolations(page)
    await page.setViewportSize(PHONE)
    await expectNoA11yViolations(page)
  })

  test('opens My Profile and Account Settings, which every employment type may open', async ({ page }) => {
    await visit(page, '/profile', 'My Profile')
    await expect(page.getByText('UI Designer (contract)', { exact: true })).toBeVisible()
    await expect(currentItem(page)).toHaveText('My Profile')
    await visit(page, '/settings', 'Account Settings')
    await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible()
    expect(pathOf(page)).toBe('/settings')
  })
})

test.describe('a new hire still onboarding', () => {
  test.use({ persona: 'onboarding', viewport: LAPTOP })
  // Rich journeys, several page loads each.
  test.beforeEach(() => test.slow())
  const { full_name } = personas.onboarding

  test('is held on /onboard, without a sidebar, with Sign Out alone in the account menu; axe at both sizes', async ({
    page,
  }) => {
    await page.goto('/payslip')
    await expect(heading(page, 'Onboarding')).toBeVisible(PAGE_LOAD)
    expect(pathOf(page)).toBe('/onboard')
    await expect(page).toHaveTitle('Onboarding | Empleo-Employee')
    await expect(sidebar(page)).toHaveCount(0)
    expect(await accountMenuItems(page, full_name)).toEqual(['Sign Out'])
    await expectNoA11yViolations(page)
    await page.setViewportSize(PHONE)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
    await expectNoA11yViolations(page)
  })
})

test.describe('an employee who must change the password', () => {
  test.use({ persona: 'mustChangePassword', viewport: LAPTOP })
  // Rich journeys, several page loads each.
  test.beforeEach(() => test.slow())
  const { full_name } = personas.mustChangePassword

  test('is sent to /settings from any other page', async ({ page }) => {
    for (const path of ['/dashboard', '/payslip', '/no-such-page']) {
      await page.goto(path)
      await expect.poll(() => pathOf(page), PAGE_LOAD).toBe('/settings')
    }
    expect(await accountMenuItems(page, full_name)).toEqual(['My Profile', 'Account Settings', 'Privacy', 'Sign Out'])
  })
})

test.describe('an HR manager who is admin and employee', () => {
  test.use({ persona: 'adminEmployee', viewport: LAPTOP })
  // Rich journeys, several page loads each.
  test.beforeEach(() => test.slow())
  const { full_name } = personas.adminEmployee

  test('switches to the admin application, which the demo stands in for, and comes back', async ({ page }) => {
    await visit(page, '/dashboard', 'Dashboard')
    expect(await accountMenuItems(page, full_name)).toEqual([
      'Switch to Admin',
      'My Profile',
      'Account Settings',
      'Privacy',
      'Sign Out',
    ])
    await chooseFromAccountMenu(page, full_name, 'Switch to Admin')
    await expect(heading(page, 'The admin application opens here')).toBeVisible(PAGE_LOAD)
    expect(pathOf(page)).toBe('/admin/handoff')
    await expect(page).toHaveTitle('Admin application | Empleo-Employee')
    await expect(page.getByText(full_name)).toBeVisible()
    await expectNoA11yViolations(page)
    await page.setViewportSize(PHONE)
    await expectNoA11yViolations(page)

    await page.getByRole('button', { name: 'Switch to the employee portal' }).click()
    await expect(heading(page, 'Dashboard')).toBeVisible(PAGE_LOAD)
    expect(pathOf(page)).toBe('/dashboard')
  })
})

test.describe("the demo build's Demo button", () => {
  test.use({ persona: 'regular', viewport: LAPTOP })

  type Box = { x: number; y: number; width: number; height: number }
  const intersect = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  /** Where a control is on screen, once it shows. */
  async function boxOf(locator: ReturnType<Page['locator']>): Promise<Box> {
    await expect(locator).toBeVisible()
    const box = await locator.boundingBox()
    if (!box) throw new Error('not on screen')
    return box
  }

  test('covers no control of the shell: the sidebar’s Collapse control on a laptop, the drawer on a phone', async ({
    page,
  }) => {
    await visit(page, '/dashboard', 'Dashboard')
    // It mounts once the page is idle.
    await expect(demoPanelTrigger(page)).toBeVisible()
    const demo = await boxOf(demoPanelTrigger(page))
    for (const toggle of ['Collapse sidebar', 'Expand sidebar']) {
      const control = page.getByRole('button', { name: toggle })
      expect(intersect(demo, await boxOf(control)), `Demo over ${toggle}`).toBe(false)
      await control.click()
    }

    await page.setViewportSize(PHONE)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    // The open drawer is modal: the Demo button hides while a modal is open, so it covers nothing of the drawer.
    await expect(page.getByRole('button', { name: 'Demo panel', includeHidden: true })).toBeHidden()
  })
})
