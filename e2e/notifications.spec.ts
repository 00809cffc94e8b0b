import type { Page } from '@playwright/test'
import { personas } from '@mocks/seed/personas'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { dashboardGreeting } from './support/dashboard'
import { demoPanel, openDemoPanel } from './support/demo-panel'
import { LAPTOP, PHONE } from './support/shell'

// The header's bell, its panel and /notifications (src/features/notifications), as Maria Santos meets
// them when HR decides on her leave while she has the app open (docs/product/notifications.md).

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })
const detail = (page: Page) => page.getByRole('dialog', { name: /request$/ }).filter({ hasText: 'Status history' })
const search = (page: Page) => new URL(page.url()).searchParams

/** The unread count the bell's name gives: "Notifications, 3 unread", or "Notifications" for none. */
async function unreadOf(page: Page): Promise<number> {
  return Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0)
}

test.use({ persona: 'regular' })

test("HR approves in the demo panel of another tab: the employee's bell counts it, and its panel opens the leave, Approved with the remarks", async ({
  page,
  context,
  mock,
}) => {
  test.slow() // two pages booting on a loaded machine
  await page.setViewportSize(LAPTOP)
  const countAsked = page.waitForResponse((answer) => answer.url().endsWith('/notifications/unread-count'))
  await page.goto('/dashboard')
  await expect(page.getByText(dashboardGreeting(personas.regular.full_name))).toBeVisible()
  // The count comes once the page is idle, never on its first load.
  await countAsked
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/)
  const before = await unreadOf(page)

  const awaiting = await mock.awaitingDecision(personas.regular.email)
  const leave = awaiting.find((entry) => entry.kind === 'leave' && entry.status === 'pending')
  if (!leave) throw new Error('the seed gives Maria Santos no pending leave')

  // HR, in a second tab of the same demo: the approval with its remarks, from the demo panel.
  const hrTab = await context.newPage()
  await hrTab.goto('/dashboard')
  await openDemoPanel(hrTab, 'Approvals')
  await demoPanel(hrTab)
    .getByRole('textbox', { name: 'Remarks with the next decision (optional)' })
    .fill('Enjoy the beach!')
  await demoPanel(hrTab)
    .getByRole('button', { name: `Approve ${leave.summary}`, exact: true })
    .click()

  // The employee's tab hears of it without a reload or a focus: the count and a polite announcement.
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`)
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^You have a new notification: .+ approved$/)

  await bell(page).click()
  const newest = panel(page)
    .getByRole('button', { name: /approved/ })
    .first()
  await expect(newest).toContainText('Enjoy the beach!')
  await expectNoA11yViolations(page)
  await newest.click()
  await expect.poll(() => search(page).get('request')).toBe(String(leave.id))
  await expect(detail(page).getByText('Approved', { exact: true }).first()).toBeVisible()
  await expect(detail(page).getByText('Enjoy the beach!').first()).toBeVisible()
  // Opened, it is read: the count is back where it was once the detail closes.
  await page.keyboard.press('Escape')
  await expect(bell(page)).toHaveAccessibleName(before === 0 ? 'Notifications' : `Notifications, ${before} unread`)
})

test('a payslip published from Server events and a decision made over the control routes reach the bell at once, not at its next poll', async ({
  page,
  mock,
}) => {
  await page.setViewportSize(LAPTOP)
  const countAsked = page.waitForResponse((answer) => answer.url().endsWith('/notifications/unread-count'))
  await page.goto('/dashboard')
  await countAsked
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/)
  const before = await unreadOf(page)
  // The bell polls every minute: a count that moves within the expect's few seconds moved on an announcement.
  const atOnce = { timeout: 5_000 }

  await openDemoPanel(page, 'Server events')
  await demoPanel(page).getByRole('button', { name: 'Publish my next payslip' }).click()
  await expect(demoPanel(page).getByText(/published, paid on/)).toBeVisible()
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`, atOnce)

  // What an e2e test or a script does: POST /__mock/leaves/approve from inside the page.
  const awaiting = await mock.awaitingDecision(personas.regular.email)
  const leave = awaiting.find((entry) => entry.kind === 'leave' && entry.status === 'pending')
  if (!leave) throw new Error('the seed gives Maria Santos no pending leave')
  await mock.approveLeave(leave.id)
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 2} unread`, atOnce)
})

for (const [size, viewport] of [
  ['a laptop', LAPTOP],
  ['a phone', PHONE],
] as const) {
  test(`/notifications on ${size}: filters in the URL, a notification opening its payslip, and Mark all as read`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/notifications')
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible()
    await expectNoA11yViolations(page)

    // The bell by keyboard: Enter opens its panel, Escape closes it and gives the focus back.
    await bell(page).focus()
    await page.keyboard.press('Enter')
    await expect(panel(page).getByRole('listitem').first()).toBeVisible()
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(bell(page)).toBeFocused()

    await page.getByRole('combobox', { name: 'Topic' }).click()
    await page.getByRole('option', { name: 'Payslip published', exact: true }).click()
    await expect.poll(() => search(page).get('topic')).toBe('payslip_published')
    // A table on a laptop, cards on a phone: the same notifications either way.
    await expect(page.getByRole('main').getByText('Your payslip is ready').first()).toBeVisible()
    await expect(page.getByRole('main').getByText(/ (approved|denied|cancelled)$/)).toHaveCount(0)

    await page.getByRole('button', { name: 'Mark all as read' }).click()
    await expect(bell(page)).toHaveAccessibleName('Notifications')
    await page
      .getByRole('link', { name: /^Open Your payslip is ready/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/payslip\/\d+$/)
  })
}
