import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { demoPanel, openDemoPanel } from './support/demo-panel'
import { PDF } from './support/request-forms'
import { LAPTOP, PHONE } from './support/shell'

// /privacy/corrections (src/features/corrections) as Maria Santos uses it: from her profile she asks to
// correct her TIN with a document, HR approves it in the demo panel's Approvals, the bell tells her, and
// her profile shows the new number, masked. The rules (formats, ownership, the access log) are proved in
// mocks/handlers/correction.test.ts and src/routes/-tests/privacy-corrections.test.tsx.

const formDialog = (page: Page) => page.getByRole('dialog', { name: 'Ask for a correction' })
const detailPanel = (page: Page) =>
  page.getByRole('dialog', { name: 'TIN correction request' }).filter({ hasText: 'Status history' })

test.use({ persona: 'regular' })

test('asks from the profile to correct her TIN with a document, HR approves it, and the profile shows it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(LAPTOP)
  await page.goto('/profile')
  await page.getByRole('link', { name: 'Ask to correct your TIN' }).click()

  const form = formDialog(page)
  await expect(form.getByRole('combobox', { name: 'What to correct' })).toHaveText(/TIN/)
  await form.getByRole('textbox', { name: 'Corrected value' }).fill('123456789012')
  await form.getByRole('textbox', { name: 'Reason' }).fill('The branch code of my TIN was typed wrong.')
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'TIN ID.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(form.getByText('TIN ID.pdf', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)
  await form.getByRole('button', { name: 'File correction request' }).click()

  // Filed: its detail opens, pending, the number masked.
  const detail = detailPanel(page)
  await expect(detail.getByText('Pending', { exact: true }).first()).toBeVisible()
  await expect(detail.locator('dl').getByText('TIN ending in 9012')).toBeAttached()
  await expect(page.getByText('123456789012')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(detail).toHaveCount(0)

  // HR approves it in the demo panel: the summary names the number by its last four digits only.
  await openDemoPanel(page, 'Approvals')
  const summary = 'Correction: TIN, to a number ending in 9012'
  await demoPanel(page)
    .getByRole('listitem')
    .filter({ hasText: summary })
    .getByRole('button', { name: /^Approve Correction/ })
    .click()
  await expect(demoPanel(page).getByRole('status')).toHaveText(/^Correction: TIN, .*: approved\./)
  await page.keyboard.press('Escape')
  await expect(demoPanel(page)).toBeHidden()

  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'You have a new notification: Correction approved',
  )
  await page.setViewportSize(PHONE)
  await expect(page.getByRole('heading', { level: 1, name: 'Corrections' })).toBeVisible()
  await expectNoA11yViolations(page)

  // The record changed: the profile shows the new TIN, masked.
  await page.goto('/profile')
  await expect(page.getByText('TIN ending in 9012')).toBeAttached()
  await expect(page.getByText('123456789012')).toHaveCount(0)
})
