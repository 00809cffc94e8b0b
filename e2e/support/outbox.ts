import { expect, type Locator, type Page } from '@playwright/test'
import { contract } from '@contract'
import { SESSION_STORAGE_KEY } from '@/session/stored-session'
import { pageFetch, type PageRequest, type PageResponse } from './page-fetch'

/** What the outbox journeys share (docs/product/offline.md): the expense list and form, and what waits. */

export const KEPT_TOAST = 'No connection: kept on this phone. It will be sent when you are back online.'

/** The list's own count: `Showing 1–10 of 11`. */
export const shown = (page: Page) => page.getByText(/^Showing 1–\d+ of (\d+)$/)
const total = async (page: Page) => Number((await shown(page).textContent())?.match(/of (\d+)$/)?.[1])

/** The requests kept on this phone, above a request page's list (`Expense requests`, `Leave requests`). */
export const keptList = (page: Page, table: 'Expense requests' | 'Leave requests' = 'Expense requests') =>
  page.getByRole('list', { name: `${table} kept on this phone` })

/** Opens /item and gives its count of expense requests. */
export async function openExpenses(page: Page): Promise<number> {
  await page.goto('/item')
  await expect(shown(page)).toBeVisible()
  return total(page)
}

/** Fills an item in the form, opened while there is a line (its code comes then); gives the form, not filed. */
export async function fillItem(page: Page, name: string, attachment?: PageFile): Promise<Locator> {
  await page.getByRole('button', { name: 'File an expense request' }).click()
  const form = page.getByRole('dialog', { name: 'File an expense request' })
  await form.getByRole('combobox', { name: 'Request type' }).click()
  await page.getByRole('option', { name: 'Item', exact: true }).click()
  await form.getByRole('textbox', { name: 'Item name' }).fill(name)
  // What the field shows, checked: keys typed here while Request type's list was still closing were lost until that
  // list stopped taking focus back from a field the person had moved to (anchored-popover.tsx).
  await form.getByRole('textbox', { name: /^Costing/ }).pressSequentially('3200')
  await expect(form.getByRole('textbox', { name: /^Costing/ })).toHaveValue('3,200')
  if (attachment) {
    await form.locator('input[type="file"]').setInputFiles(attachment)
    await expect(form.getByText(attachment.name).first()).toBeVisible()
  }
  return form
}

type PageFile = { name: string; mimeType: string; buffer: Buffer }

/** Fills an item and files it with the browser offline: kept on the phone, the form closed. */
export async function fileItemOffline(page: Page, name: string, attachment?: PageFile): Promise<void> {
  const form = await fillItem(page, name, attachment)
  await page.context().setOffline(true)
  await form.getByRole('button', { name: 'File expense request' }).click()
  await expect(form).toBeHidden()
}

/** A call of the API with the page's session, as another device of the same person would make it. */
export async function signedInFetch(page: Page, path: string, request: PageRequest = {}): Promise<PageResponse> {
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '',
    SESSION_STORAGE_KEY,
  )
  return pageFetch(page, path, { ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } })
}

/** How many expense requests the server holds for the signed-in person. */
export async function expenseCount(page: Page): Promise<number> {
  const answer = await signedInFetch(page, contract.expense.list.path)
  expect(answer.status).toBe(200)
  return (answer.body as { meta: { total: number } }).meta.total
}
