import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { demoPanel, openDemoPanel } from './support/demo-panel'
import { LAPTOP, PHONE } from './support/shell'

// What the company holds (/privacy/data, docs/product/privacy.md#what-the-company-holds), as Maria Santos reads
// it while HR opens her latest payslip from the demo panel. The rules are proven in the mock and app tests.

/** What a category's card says under one of its terms. */
const detail = (page: Page, category: string, term: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: category, exact: true }) })
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd[1]')

test.use({ persona: 'regular' })

test('HR opens her latest payslip in the demo panel: her Pay card names HR as the last to access it, on a laptop and a phone', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP)
  await page.goto('/privacy/data')
  await expect(page.getByRole('heading', { level: 1, name: 'What the company holds' })).toBeVisible()
  await expect(detail(page, 'Pay', 'Last accessed')).toHaveText(/, by Carmela Aquino, Payroll$/)

  await openDemoPanel(page, 'Server events')
  await demoPanel(page).getByRole('button', { name: 'HR opens the latest payslip' }).click()
  await expect(demoPanel(page).getByText(/^Carmela Aquino of HR opened the payslip for /)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(demoPanel(page)).toBeHidden()

  // The page asks again on its own: HR's read is the last access, the payroll's publishing still the last change.
  await expect(detail(page, 'Pay', 'Last accessed')).toHaveText(/, by Carmela Aquino, HR$/)
  await expect(detail(page, 'Pay', 'Last changed')).toHaveText(/, by Carmela Aquino, Payroll$/)
  await expectNoA11yViolations(page)

  await page.setViewportSize(PHONE)
  await expect(detail(page, 'Pay', 'Last accessed')).toBeVisible()
  await expectNoA11yViolations(page)
})
