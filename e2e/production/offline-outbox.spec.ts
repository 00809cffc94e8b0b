import { expect, type Page } from '@playwright/test'
import { contract } from '@contract'
import { chooseType, freeWorkingDays, pickRange } from '../support/leave-form'
import { apiGet, lineOf, serverControls, test, workerHoldsTheApp } from '../support/production-session'
import { PDF } from '../support/request-forms'
import { LAPTOP } from '../support/shell'

// Filing without a line in the production build (docs/product/offline.md), its app worker holding the app's
// files and the mock over HTTP as its API: a leave and an expense with its receipt kept offline, the tab
// reloaded offline, and each sent once when the line returns. The demo suite's journeys and the app and unit
// tests prove the rules; this proves what only the installed app has: the form's code and the whole page
// coming from the worker with no line.

test.use({ viewport: LAPTOP })

const shown = (page: Page) => page.getByText(/^Showing 1–\d+ of (\d+)$/)
const banner = (page: Page) => page.getByRole('banner')
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const keptExpenses = (page: Page) => page.getByRole('list', { name: 'Expense requests kept on this phone' })
const keptLeaves = (page: Page) => page.getByRole('list', { name: 'Leave requests kept on this phone' })

test('a leave and an expense with its receipt filed offline survive an offline reload, and each is sent once when the line returns', async ({
  page,
  baseURL,
  token,
}) => {
  const count = async (path: string) => (await apiGet<{ meta: { total: number } }>(baseURL!, token, path)).meta.total
  const [leavesBefore, expensesBefore, taken, clock] = await Promise.all([
    count(contract.leave.list.path),
    count(contract.expense.list.path),
    apiGet<{ data: { date: string }[] }>(baseURL!, token, contract.leave.ongoingDates.path),
    // The mock's own day (its control route), which a journey may have moved.
    serverControls(baseURL!).clock(),
  ])
  const [first, second] = freeWorkingDays(clock.manila_date, new Set(taken.data.map((day) => day.date)), 2)

  const setLine = await lineOf(page)
  await page.goto('/leave')
  await expect(shown(page)).toHaveText(`Showing 1–10 of ${leavesBefore}`)
  // The app worker, registered once the page is idle, holds every file of the build once it controls the page.
  await workerHoldsTheApp(page)

  // The leave is filled while its form can read the balances, and filed once the line has dropped.
  await page.getByRole('button', { name: 'Request leave' }).click()
  const leaveForm = page.getByRole('dialog', { name: 'Request leave' })
  await chooseType(leaveForm, page, 'Vacation Leave')
  await pickRange(leaveForm, page, first!, second!)
  await expect(leaveForm.getByText(/^This charges 2 working days\./)).toBeVisible()
  await leaveForm.getByRole('textbox', { name: 'Reason' }).fill('Fiesta in Lucban.')
  await setLine(false)
  await leaveForm.getByRole('button', { name: 'File leave request' }).click()
  await expect(leaveForm).toBeHidden()
  await expect(keptLeaves(page).getByText('Waiting to send')).toBeVisible()
  await expect(banner(page).getByText('1 waiting to send')).toBeVisible()

  // With no line at all, the expense form's code comes from the worker.
  await sidebar(page)
    .getByRole('link', { name: /^Expense Request/ })
    .click()
  await page.getByRole('button', { name: 'File an expense request' }).click()
  const expenseForm = page.getByRole('dialog', { name: 'File an expense request' })
  await expenseForm.getByRole('combobox', { name: 'Request type' }).click()
  await page.getByRole('option', { name: 'Item', exact: true }).click()
  await expenseForm.getByRole('textbox', { name: 'Item name' }).fill('Label printer')
  await expenseForm.getByRole('textbox', { name: /^Costing/ }).pressSequentially('3200')
  await expenseForm
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(expenseForm.getByText('receipt.pdf').first()).toBeVisible()
  await expenseForm.getByRole('button', { name: 'File expense request' }).click()
  await expect(expenseForm).toBeHidden()
  await expect(banner(page).getByText('2 waiting to send')).toBeVisible()

  // Reloaded offline: the page from the worker, the count from localStorage, the kept requests from IndexedDB.
  await page.reload()
  await expect(banner(page).getByText('2 waiting to send')).toBeVisible()
  const kept = keptExpenses(page).getByRole('listitem')
  await expect(kept).toHaveCount(1)
  await expect(kept).toContainText('Item: Label printer, ₱3,200.00 PHP')
  await expect(kept).toContainText('Waiting to send')
  // Told again: the reload kept the line down but the new document believes it is up.
  await setLine(false)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)

  await setLine(true)
  await expect(keptExpenses(page)).toHaveCount(0)
  await expect(shown(page)).toHaveText(`Showing 1–10 of ${expensesBefore + 1}`)
  await expect(banner(page).getByText(/waiting to send/)).toHaveCount(0)
  await sidebar(page)
    .getByRole('link', { name: /^Leave Request/ })
    .click()
  await expect(shown(page)).toHaveText(`Showing 1–10 of ${leavesBefore + 1}`)
  await expect(keptLeaves(page)).toHaveCount(0)
  // Exactly once each, as the server counts them.
  expect(await count(contract.leave.list.path)).toBe(leavesBefore + 1)
  expect(await count(contract.expense.list.path)).toBe(expensesBefore + 1)
})
