import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { demoPanel, openDemoPanel } from './support/demo-panel'
import { LAPTOP, PHONE } from './support/shell'
import { personas } from '@mocks/seed/personas'

// Who saw my data (/privacy/activity, docs/product/privacy.md#access-log), as Maria Santos reads it
// while HR approves her leave in the demo panel of another tab.

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Who saw my data' })
const search = (page: Page) => new URL(page.url()).searchParams

/** Opens a filter from the keyboard (its list starts on 'All') and moves down to `option`, then takes it with Enter. */
async function chooseByKeyboard(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).focus()
  await page.keyboard.press('Enter')
  const options = page.getByRole('option')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  const names = await options.allTextContents()
  const target = names.indexOf(option)
  expect(target).toBeGreaterThan(0)
  for (let index = 1; index <= target; index++) {
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true')
  }
  await page.keyboard.press('Enter')
}

test.use({ persona: 'regular' })

test("HR approves a leave in another tab's demo panel: the employee's access log names HR, the leave and why, on a laptop and on a phone", async ({
  page,
  context,
  mock,
}) => {
  test.slow() // two pages booting on a loaded machine
  await page.setViewportSize(LAPTOP)
  await page.goto('/privacy/activity')
  await expect(heading(page)).toBeVisible()
  await expect(page.getByText(/^Showing 1–10 of \d+$/)).toBeVisible()

  const awaiting = await mock.awaitingDecision(personas.regular.email)
  const leave = awaiting.find((entry) => entry.kind === 'leave' && entry.status === 'pending')
  if (!leave) throw new Error('the seed gives Maria Santos no pending leave')

  // HR, in a second tab of the same demo: the approval, from the demo panel.
  const hrTab = await context.newPage()
  await hrTab.goto('/dashboard')
  await openDemoPanel(hrTab, 'Approvals')
  await demoPanel(hrTab)
    .getByRole('button', { name: `Approve ${leave.summary}`, exact: true })
    .click()
  await expect(demoPanel(hrTab).getByRole('button', { name: `Approve ${leave.summary}`, exact: true })).toBeHidden()
  await hrTab.close()

  // Back in her tab: HR's entries about her leave, chosen by keyboard in the two filters.
  await chooseByKeyboard(page, 'Who', 'HR')
  await expect.poll(() => search(page).get('actor_role')).toBe('hr')
  await chooseByKeyboard(page, 'Data', 'Leave')
  await expect.poll(() => search(page).get('category')).toBe('leave')

  const table = page.getByRole('table', { name: 'Access log' })
  const newest = table.getByRole('row').nth(1)
  await expect(newest).toContainText(`leave request #${leave.id}`)
  await expect(newest).toContainText('Approved')
  await expect(newest).toContainText('Carmela Aquino, HR')
  await expect(newest).toContainText('To decide on your leave request.')
  await expectNoA11yViolations(page)

  // On a phone each entry is a card, with the same words.
  await page.setViewportSize(PHONE)
  await expect(page.getByRole('table', { name: 'Access log' })).toBeHidden()
  await expect(page.getByText(`leave request #${leave.id}`)).toBeVisible()
  await expect(page.getByText('Carmela Aquino, HR').first()).toBeVisible()
  await expectNoA11yViolations(page)

  // A filter with no match says so.
  await page.goto('/privacy/activity?actor_role=administrator&category=mood')
  await expect(page.getByText('Nothing in your access log matches these filters.')).toBeVisible()
})
