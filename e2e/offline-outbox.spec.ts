import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { fileItemOffline, KEPT_TOAST, keptList, openExpenses, shown } from './support/outbox'
import { PDF } from './support/request-forms'
import { LAPTOP, PHONE } from './support/shell'

// Filing without a line (docs/product/offline.md): the browser offline, an expense with its receipt is kept on
// the phone, survives the tab closing, and is sent once when the line is back; two tabs share one outbox and send
// it once. The lost answer, a refusal when sent and Sign Out with requests waiting: offline-outbox-refusals.spec.ts.
// The other rules (order, limits) are proved by the app and unit tests.

test.use({ persona: 'regular' })

const kept = (page: Page) => keptList(page)
const receipt = { name: 'quotation.pdf', mimeType: 'application/pdf', buffer: PDF }

test('keeps an expense filed offline through the tab closing, and sends it once with its receipt when the line is back; axe on a laptop and a phone', async ({
  page,
  context,
}) => {
  await page.setViewportSize(LAPTOP)
  const before = await openExpenses(page)
  await fileItemOffline(page, 'Standing desk', receipt)
  await expect(page.getByText(KEPT_TOAST)).toBeVisible()
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
