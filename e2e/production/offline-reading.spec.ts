import { expect, type Page } from '@playwright/test'
import { contract } from '@contract'
import { shown } from '../support/outbox'
import { apiGet, lineOf, test, workerHoldsTheApp } from '../support/production-session'
import { LAPTOP } from '../support/shell'

// Reading offline in the production build (docs/product/offline.md#reading-offline), its app worker holding the
// app's files and the mock over HTTP as its API. The app tests prove the rules (src/routes/-tests/reading-offline);
// this proves what only the installed app shows: a page reloaded with no line, from the worker, with the person's
// last answers when they chose to keep them, and nothing of theirs when they did not.

test.use({ viewport: LAPTOP })

const keepMyData = (page: Page) => page.getByRole('switch', { name: 'Keep my data on this phone for offline use' })
const offlineMark = (page: Page) => page.getByText(/^Offline: as of /)
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const DASHBOARD = '["dashboard","summary"]'
const balances = (page: Page) => page.getByRole('region', { name: 'Leave balances' }).getByText(/ days left$/)

/**
 * The query keys of the answers kept on this phone, read from the app's IndexedDB as the app writes them (at
 * most once a second). The database is opened only once the app has made it: opened first from here, it would
 * be made without the app's store.
 */
const keptKeys = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'empleo-answers')) return []
    return new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open('empleo-answers')
      opening.onerror = () => reject(opening.error)
      opening.onsuccess = () => {
        const database = opening.result
        const reading = database.transaction('answers').objectStore('answers').getAll()
        reading.onerror = () => reject(reading.error)
        reading.onsuccess = () => {
          database.close()
          const clients = reading.result as { clientState: { queries: { queryKey: unknown[] }[] } }[]
          resolve(
            clients.flatMap((client) => client.clientState.queries.map((query) => JSON.stringify(query.queryKey))),
          )
        }
      }
    })
  })

test('kept by choice, the dashboard and a leave request show their last answers after a reload offline, marked, with Cancel waiting for a line; turned off, nothing of the person shows offline', async ({
  page,
  baseURL,
  token,
}) => {
  // A pending request on the list's first page, as the list orders it: its detail offers Cancel request.
  const firstPage = await apiGet<{ data: { id: number; status: string }[] }>(
    baseURL!,
    token,
    `${contract.leave.list.path}?page=1&per_page=10&sort=-updated_at`,
  )
  const pending = firstPage.data.find((leave) => leave.status === 'pending')
  expect(pending, 'a pending leave request on the first page').toBeDefined()
  const setLine = await lineOf(page)

  await page.goto('/settings')
  await expect(keepMyData(page)).not.toBeChecked()
  // The app worker, registered once the page is idle, holds every file of the build once it controls the page.
  await workerHoldsTheApp(page)
  await keepMyData(page).click()
  await expect(keepMyData(page)).toBeChecked()

  // Read online, moving through the app as a person does: the dashboard, then a pending leave request over the list.
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click()
  await expect(balances(page).first()).toBeVisible()
  const balancesOnline = await balances(page).allTextContents()
  await sidebar(page)
    .getByRole('link', { name: /^Leave Request/ })
    .click()
  await page
    .getByRole('link', { name: /^View / })
    .and(page.locator(`[href$="request=${pending!.id}"]`))
    .click()
  const cancel = page.getByRole('dialog').getByRole('button', { name: 'Cancel request' })
  await expect(cancel).toBeEnabled()
  const leaveCount = await shown(page).textContent()
  await expect
    .poll(() => keptKeys(page))
    .toEqual(expect.arrayContaining([DASHBOARD, `["leave","detail",${pending!.id}]`]))

  // No line: the page comes from the worker and the answers from this phone, marked with their time.
  await setLine(false)
  await page.reload()
  // Told again: the reload kept the line down but the new document believes it is up (lineOf).
  await setLine(false)
  await expect(shown(page)).toHaveText(leaveCount!)
  await expect(cancel).toBeDisabled()
  await expect(cancel).toHaveAccessibleDescription('Needs a connection')
  await expect(offlineMark(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click()
  await expect(balances(page)).toHaveText(balancesOnline)
  await expect(offlineMark(page)).toBeVisible()

  // Turned off with a line: what was kept goes, and offline the list then says it could not be loaded.
  await setLine(true)
  await page.getByRole('main').getByRole('link', { name: 'Account settings' }).click()
  await expect(keepMyData(page)).toBeChecked()
  await keepMyData(page).click()
  await expect(keepMyData(page)).not.toBeChecked()
  await expect.poll(() => keptKeys(page)).toEqual([])
  await sidebar(page)
    .getByRole('link', { name: /^Leave Request/ })
    .click()
  await expect(shown(page)).toHaveText(leaveCount!)
  await setLine(false)
  await page.reload()
  await expect(page.getByText('The leave requests could not be loaded.')).toBeVisible()
  await expect(shown(page)).toHaveCount(0)
  await expect(offlineMark(page)).toHaveCount(0)
})
