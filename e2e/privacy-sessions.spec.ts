import type { Page } from '@playwright/test'
import { personas } from '@mocks/seed/personas'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { contextRelayedTo } from './support/relayed-context'
import { signInAs } from './support/session'

// Sessions and devices (docs/product/privacy.md#sessions-and-devices): Maria is signed in on two
// browsers; from the second (B) she signs out the first (A), whose next action ends on the landing page
// with the reason. A's calls reach B's mock through a relay (e2e/support/relayed-context.ts).

const LAPTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const SIGNED_OUT_ELSEWHERE = 'You were signed out from another device. Please log in again.'

test.describe('sessions and devices', () => {
  test.use({ persona: 'regular' })

  test('B signs out A from /privacy/sessions, then all others, and A is signed out at its next call each time', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two browsers, two sign-ins and three axe runs on two shared cores: 18 s alone, over a minute
    // while the other journeys run beside it.
    test.setTimeout(150_000)
    await page.setViewportSize(LAPTOP)
    await page.goto('/privacy/sessions')
    const list = page.getByRole('list', { name: 'Signed in' })
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(page.getByText('You are signed in on this device only.')).toBeVisible()

    // A: another browser, at the office in Makati, signs in and opens the dashboard.
    const contextA = await contextRelayedTo(browser, page, { baseURL: baseURL!, forwardedFor: '203.0.113.7' })
    const pageA = await contextA.newPage()
    await signInAs(pageA, personas.regular, '/dashboard')
    await expect(pageA.getByRole('button', { name: personas.regular.full_name })).toBeVisible()

    // B sees both, this device first.
    await page.reload()
    await expect(list.getByRole('listitem')).toHaveCount(2)
    const [here, there] = [list.getByRole('listitem').nth(0), list.getByRole('listitem').nth(1)]
    await expect(here.getByText('This device')).toBeVisible()
    await expect(there.getByText('Makati City, Philippines')).toBeVisible()
    await expect(there.getByText('This device')).toHaveCount(0)
    await expectNoA11yViolations(page)
    await page.setViewportSize(PHONE)
    await expect(there.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.setViewportSize(LAPTOP)

    // By keyboard: the row's Sign out, then the confirmation's.
    await there.getByRole('button', { name: 'Sign out' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog', { name: /^Sign out .+\?$/ })
    await expect(dialog).toBeVisible()
    await expectNoA11yViolations(page)
    await dialog.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByText('The session was signed out.')).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(page.getByText('You are signed in on this device only.')).toBeVisible()

    // A's next action: its call is refused, the refresh too, and A is on the landing page with the reason.
    await nextCallOf(pageA)
    await expect.poll(() => new URL(pageA.url()).pathname).toBe('/')
    await expect(pageA.getByRole('alert').filter({ hasText: SIGNED_OUT_ELSEWHERE })).toBeVisible()

    // A signs in again; B signs out every other session at once, and A's next call is refused alike.
    await signInAs(pageA, personas.regular, '/dashboard')
    await expect(pageA.getByRole('button', { name: personas.regular.full_name })).toBeVisible()
    await page.reload()
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await page.getByRole('button', { name: 'Sign out all other sessions' }).click()
    await page
      .getByRole('alertdialog', { name: 'Sign out all other sessions?' })
      .getByRole('button', { name: 'Sign out all others' })
      .click()
    await expect(page.getByText('Signed out of 1 other session.')).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await nextCallOf(pageA)
    await expect.poll(() => new URL(pageA.url()).pathname).toBe('/')
    await expect(pageA.getByRole('alert').filter({ hasText: SIGNED_OUT_ELSEWHERE })).toBeVisible()
    await contextA.close()
  })
})

/**
 * The signed-out page's next call: its press of My Profile, or, when the journey runs slowly, the bell's poll
 * of its unread count, which may come first and take the page to / before the press. Either call is refused
 * alike; the journey judges where the page ends up. The press waits a few seconds at most, so none is left
 * pending to fire on the page's next sign-in.
 */
async function nextCallOf(signedOut: Page) {
  await signedOut
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Profile' })
    .click({ timeout: 5_000 })
    .catch(() => {})
}
