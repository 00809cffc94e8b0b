import type { Page } from '@playwright/test'
import { addDays } from '@mocks/rules/working-days'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { PDF, pickDay } from './support/request-forms'
import { LAPTOP, PHONE } from './support/shell'

// /item (src/features/expense) as Maria Santos uses it: file a training with its receipt, follow it,
// cancel. Dates come from the mock's clock (the seed is relative to today), so the journey holds on any
// day. A probationary employee's /item (not found) is in shell.spec.ts.

const search = (page: Page) => new URL(page.url()).searchParams
const formDialog = (page: Page) => page.getByRole('dialog', { name: 'File an expense request' })
const detailPanel = (page: Page) => page.getByRole('dialog', { name: /request$/ }).filter({ hasText: 'Status history' })
const rows = (page: Page) => page.getByRole('table', { name: 'Expense requests' }).getByRole('row')

test.describe('a regular employee files expense requests', () => {
  test.use({ persona: 'regular' })

  test('files a training with dates, costing and a PDF receipt, cancels it while pending, filters through the URL, and asks to cancel one HR approved', async ({
    page,
    mock,
  }) => {
    // A rich journey (six axe runs, a filing, two reloads and an approval): about 85 s on two busy cores.
    test.setTimeout(150_000)
    await page.setViewportSize(LAPTOP)
    await page.goto('/item')
    await expect(page.getByRole('heading', { level: 1, name: 'Expense Request' })).toBeVisible()
    await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible()
    await expectNoA11yViolations(page)

    await page.getByRole('button', { name: 'File an expense request' }).click()
    const form = formDialog(page)
    await expect(form).toBeVisible()
    expect(search(page).get('new')).toBe('true')
    await form.getByRole('combobox', { name: 'Request type' }).click()
    await page.getByRole('option', { name: 'Training', exact: true }).click()
    await form.getByRole('textbox', { name: 'Item name' }).fill('Kubernetes workshop in BGC')
    await form.getByRole('textbox', { name: /^Costing/ }).pressSequentially('12500')
    await expect(form.getByRole('textbox', { name: /^Costing/ })).toHaveValue('12,500')
    const start = addDays((await mock.clock()).manila_date, 14)
    await form.getByRole('combobox', { name: /^Training dates/ }).click()
    await pickDay(page, start)
    await pickDay(page, addDays(start, 1))
    await expect(page.getByRole('grid')).toHaveCount(0)
    await form.locator('input[type="file"]').setInputFiles({
      name: 'workshop-invoice.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    })
    await expect(form.getByText('workshop-invoice.pdf').first()).toBeVisible()
    await expectNoA11yViolations(page)
    await form.getByRole('button', { name: 'File expense request' }).click()

    // Filed: its detail opens, pending, with the receipt opened through its signed link.
    const detail = detailPanel(page)
    await expect(detail.getByRole('heading', { name: 'Training request' })).toBeVisible()
    await expect(detail.getByText('₱12,500.00 PHP')).toBeVisible()
    await expect(detail.getByText('Pending', { exact: true }).first()).toBeVisible()
    expect(search(page).get('new')).toBeNull()
    // The success toast sits over the panel's close button until it goes (2 s): axe counts the two
    // targets as too close while both show, so the panel is checked as it stays.
    await expect(page.getByText('Your expense request was filed and is waiting for approval.')).toHaveCount(0)
    await expectNoA11yViolations(page)
    const popup = page.waitForEvent('popup')
    await detail.getByRole('button', { name: /workshop-invoice\.pdf/ }).click()
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/)
    await (await popup).close()
    await page.keyboard.press('Escape')
    await expect(detail).toHaveCount(0)

    // Pending in the list, newest first; then cancelled from its detail, with remarks.
    await expect(rows(page).nth(1)).toContainText('Kubernetes workshop in BGC')
    await expect(rows(page).nth(1)).toContainText('₱12,500.00 PHP')
    await expect(rows(page).nth(1)).toContainText('Pending')
    await rows(page).nth(1).getByRole('link', { name: /^View/ }).click()
    await detail.getByRole('button', { name: 'Cancel request' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this expense request?' })
    await confirm.getByRole('textbox', { name: 'Remarks' }).fill('The company runs the workshop in-house.')
    await confirm.getByRole('button', { name: 'Cancel request' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(detail.getByText('Cancelled', { exact: true }).first()).toBeVisible()
    await expect(detail.getByRole('button', { name: 'Cancel request' })).toHaveCount(0)
    const cancelledId = Number(search(page).get('request'))
    await page.keyboard.press('Escape')
    await expect(rows(page).nth(1)).toContainText('Cancelled')

    // A filter in the URL survives a reload.
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Pending' }).click()
    await expect.poll(() => search(page).get('status')).toBe('pending')
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending')
    await expect(rows(page).nth(1)).toContainText('Pending')

    // HR approves a pending one; its owner then asks to cancel it: For Cancellation.
    await rows(page).nth(1).getByRole('link', { name: /^View/ }).click()
    const approvedId = Number(search(page).get('request'))
    expect(approvedId).not.toBe(cancelledId)
    await mock.approveExpense(approvedId)
    await page.reload()
    await detail.getByRole('button', { name: 'Ask to cancel' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Ask to cancel this expense request?' })
    await ask.getByRole('textbox', { name: 'Reason for cancelling' }).fill('The supplier gave it for free.')
    await ask.getByRole('button', { name: 'Ask to cancel' }).click()
    await expect(ask).toHaveCount(0)
    await expect(detail.getByText('For Cancellation').first()).toBeVisible()
    await expect(detail.getByText('The supplier gave it for free.').first()).toBeVisible()

    await page.setViewportSize(PHONE)
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(detail).toHaveCount(0)
    await expectNoA11yViolations(page)
    await page.goto('/item?new=true')
    await expect(formDialog(page)).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
