import type { Page } from '@playwright/test'
import { personas } from '@mocks/seed/personas'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { LAPTOP } from './support/shell'

// The header's bell, its panel and /notifications (src/features/notifications) as Maria Santos meets
// them when HR decides on her leave while she has the app open.

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })
const search = (page: Page) => new URL(page.url()).searchParams

test.describe('a regular employee hears of HR’s decision without a reload', () => {
  test.use({ persona: 'regular' })

  test('the count and a polite announcement on focus, the panel opening the leave, and the page with its filters and Mark all as read', async ({
    page,
    mock,
  }) => {
    test.slow() // three axe runs and the count asked after idle
    await page.setViewportSize(LAPTOP)
    // The count is asked once the page is idle, never on its first load; what it says then is no news.
    const countAsked = page.waitForResponse((answer) => answer.url().endsWith('/notifications/unread-count'))
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await countAsked

    const awaiting = await mock.awaitingDecision(personas.regular.email)
    const leave = awaiting.find((entry) => entry.kind === 'leave' && entry.status === 'pending')
    if (!leave) throw new Error('the seed gives Maria Santos no pending leave')
    await mock.approveLeave(leave.id, 'Enjoy the beach!')
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^You have a new notification: .+ approved$/)
    await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/)

    await bell(page).click()
    await expect(
      panel(page)
        .getByRole('button', { name: /approved/ })
        .first(),
    ).toBeVisible()
    await expectNoA11yViolations(page)
    await panel(page)
      .getByRole('button', { name: /approved/ })
      .first()
      .click()
    await expect.poll(() => search(page).get('request')).toBe(String(leave.id))
    await expect(page.getByRole('dialog', { name: /request$/ })).toBeVisible()
    await page.keyboard.press('Escape')

    await page.goto('/notifications')
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('combobox', { name: 'State' }).click()
    await page.getByRole('option', { name: 'Read', exact: true }).click()
    await expect.poll(() => search(page).get('state')).toBe('read')
    await expect(page.getByRole('table', { name: 'Notifications' }).getByText(/approved$/)).toBeVisible()

    await page.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click()
    await expect(bell(page)).toHaveAccessibleName('Notifications')
    await expectNoA11yViolations(page)
  })
})
