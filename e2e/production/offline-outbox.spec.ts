import { expect, test as base, type Page } from '@playwright/test'
import { contract } from '@contract'
import { personas } from '@mocks/seed/personas'
import { SESSION_STORAGE_KEY } from '@/session/stored-session'
import { signedInState, type StorageState } from '../../scripts/bench/production-site'
import { chooseType, freeWorkingDays, pickRange } from '../support/leave-form'
import { PDF } from '../support/request-forms'
import { LAPTOP } from '../support/shell'

// Filing without a line in the production build (docs/product/offline.md), its app worker holding the app's
// files and the mock over HTTP as its API: a leave and an expense with its receipt kept offline, the tab
// reloaded offline, and each sent once when the line returns. The demo suite's journeys and the app and unit
// tests prove the rules; this proves what only the installed app has: the form's code and the whole page
// coming from the worker with no line.

/** Maria signed in through the API, her session where the app keeps it: no login page to load. */
const test = base.extend<{ session: StorageState }>({
  session: async ({ baseURL }, use) =>
    use(await signedInState({ url: baseURL!, apiUrl: baseURL! }, personas.regular.email)),
  storageState: async ({ session }, use) => use(session),
})

test.use({ viewport: LAPTOP })

/** A GET of the API from here, under the session the page was given. */
async function apiGet<T>(baseURL: string, token: string, path: string): Promise<T> {
  const answer = await fetch(`${baseURL}${path}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(answer.status, path).toBe(200)
  return (await answer.json()) as T
}

const shown = (page: Page) => page.getByText(/^Showing 1–\d+ of (\d+)$/)
const banner = (page: Page) => page.getByRole('banner')
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const keptExpenses = (page: Page) => page.getByRole('list', { name: 'Expense requests kept on this phone' })
const keptLeaves = (page: Page) => page.getByRole('list', { name: 'Leave requests kept on this phone' })

test('a leave and an expense with its receipt filed offline survive an offline reload, and each is sent once when the line returns', async ({
  page,
  baseURL,
  session,
}) => {
  const stored = session.origins[0]?.localStorage.find((item) => item.name === SESSION_STORAGE_KEY)
  const token = (JSON.parse(stored?.value ?? '{}') as { token?: string }).token ?? ''
  const count = async (path: string) => (await apiGet<{ meta: { total: number } }>(baseURL!, token, path)).meta.total
  const [leavesBefore, expensesBefore, taken, clock] = await Promise.all([
    count(contract.leave.list.path),
    count(contract.expense.list.path),
    apiGet<{ data: { date: string }[] }>(baseURL!, token, contract.leave.ongoingDates.path),
    // The mock's own day (its control route), which a journey may have moved.
    fetch(`${baseURL}/__mock/clock`).then((answer) => answer.json() as Promise<{ data: { manila_date: string } }>),
  ])
  const [first, second] = freeWorkingDays(clock.data.manila_date, new Set(taken.data.map((day) => day.date)), 2)

  const setLine = await lineOf(page)
  await page.goto('/leave')
  await expect(shown(page)).toHaveText(`Showing 1–10 of ${leavesBefore}`)
  // The app worker, registered once the page is idle, holds every file of the build once it controls the page.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

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

/**
 * Cuts the page's line, or brings it back, as DevTools does for `context.setOffline`. Chromium keeps the line
 * cut across a navigation but forgets to tell the new document (`navigator.onLine` is true again,
 * e2e/production/installable-app.spec.ts), and `setOffline(true)` is not sent again while the context is
 * already offline: this session tells the page again without a moment online in which a kept request could
 * leave, and it alone holds the line, so bringing it back is one change the page hears as `online`.
 */
async function lineOf(page: Page): Promise<(online: boolean) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  return async (online) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: !online,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
  }
}
