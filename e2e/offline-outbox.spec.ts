import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { PDF } from './support/request-forms'
import { LAPTOP, PHONE } from './support/shell'

// Filing without a line (docs/product/offline.md): the browser offline, an expense with its receipt is kept on
// the phone, survives the tab closing, and is sent once when the line is back; two tabs share one outbox and send
// it once. The rules (order, refusals, limits, the lost answer) are proved by the app and unit tests.

test.use({ persona: 'regular' })

const shown = (page: Page) => page.getByText(/^Showing 1–\d+ of (\d+)$/)
const total = async (page: Page) => Number((await shown(page).textContent())?.match(/of (\d+)$/)?.[1])
const kept = (page: Page) => page.getByRole('list', { name: 'Expense requests kept on this phone' })

async function openExpenses(page: Page) {
  await page.goto('/item')
  await expect(shown(page)).toBeVisible()
  return total(page)
}

/** Fills an item in the form, opened while there is a line (its code comes then), and files it offline. */
async function fileItemOffline(page: Page, name: string) {
  await page.getByRole('button', { name: 'File an expense request' }).click()
  const form = page.getByRole('dialog', { name: 'File an expense request' })
  await form.getByRole('combobox', { name: 'Request type' }).click()
  await page.getByRole('option', { name: 'Item', exact: true }).click()
  await form.getByRole('textbox', { name: 'Item name' }).fill(name)
  await form.getByRole('textbox', { name: /^Costing/ }).pressSequentially('3200')
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'quotation.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(form.getByText('quotation.pdf').first()).toBeVisible()
  await page.context().setOffline(true)
  await form.getByRole('button', { name: 'File expense request' }).click()
  await expect(form).toBeHidden()
}

test('keeps an expense filed offline through the tab closing, and sends it once with its receipt when the line is back; axe on a laptop and a phone', async ({
  page,
  context,
}) => {
  await page.setViewportSize(LAPTOP)
  const before = await openExpenses(page)
  await fileItemOffline(page, 'Standing desk')
  await expect(
    page.getByText('No connection: kept on this phone. It will be sent when you are back online.'),
  ).toBeVisible()
  await expect(kept(page).getByText('Item: Standing desk, ₱3,200.00 PHP')).toBeVisible()
  await expect(kept(page).getByText('Waiting to send')).toBeVisible()
  await expect(page.getByRole('banner').getByText('1 waiting to send')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.setViewportSize(PHONE)
  await expectNoA11yViolations(page)

  // The tab closes before the line returns; the next start sends what was kept.
  await page.close()
  await context.setOffline(false)
  const next = await context.newPage()
  await next.goto('/item')
  await expect(shown(next)).toHaveText(`Showing 1–10 of ${before + 1}`)
  await expect(kept(next)).toHaveCount(0)
  await next
    .getByRole('link', { name: /Standing desk/ })
    .first()
    .click()
  const detail = next.getByRole('dialog', { name: 'Item request' })
  await expect(detail.getByRole('button', { name: /quotation\.pdf/ })).toBeVisible()
})

test('two tabs share one outbox and send it once', async ({ page, context }) => {
  const before = await openExpenses(page)
  const other = await context.newPage()
  await openExpenses(other)
  await fileItemOffline(page, 'Label printer')
  // The other tab hears of it at once (its list of kept requests would need code it never fetched while online).
  await expect(other.getByRole('banner').getByText('1 waiting to send')).toBeVisible()

  // Both tabs hear the line return; one sends.
  await context.setOffline(false)
  await expect(kept(page)).toHaveCount(0)
  await expect(other.getByRole('banner').getByText(/waiting to send/)).toHaveCount(0)
  await expect(shown(page)).toHaveText(`Showing 1–10 of ${before + 1}`)
  await other.reload()
  await expect(shown(other)).toHaveText(`Showing 1–10 of ${before + 1}`)
})
