import type { Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { contract } from '@contract'
import { addDays, isWorkingDay } from '@mocks/rules/working-days'
import { SESSION_STORAGE_KEY } from '@/session/stored-session'
import { pageFetch } from './page-fetch'
import { pickDay } from './request-forms'

/** What the leave journeys share: the form's type and dates, and the API reads that find dates and figures. */

/** A GET of the leave API as the signed-in page makes it (its token), answering the envelope's data. */
export async function leaveApi<T>(page: Page, path: string, query: Record<string, string> = {}): Promise<T> {
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '',
    SESSION_STORAGE_KEY,
  )
  const search = new URLSearchParams(query).toString()
  const answer = await pageFetch(page, search ? `${path}?${search}` : path, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(answer.status, path).toBe(200)
  return (answer.body as { data: T }).data
}

/** The dates already taken by a pending or approved leave, from the API the form reads. */
export async function takenDates(page: Page): Promise<Set<string>> {
  const taken = await leaveApi<{ date: string }[]>(page, contract.leave.ongoingDates.path)
  return new Set(taken.map((entry) => entry.date))
}

/** The first `count` consecutive working days after `after`, in the same year, none of them taken. */
export function freeWorkingDays(after: string, taken: Set<string>, count: number): string[] {
  let run: string[] = []
  for (let day = addDays(after, 1); day.slice(0, 4) === after.slice(0, 4); day = addDays(day, 1)) {
    if (!isWorkingDay(day)) continue
    run = taken.has(day) ? [] : [...run, day]
    if (run.length === count) return run
  }
  throw new Error(`no ${count} free working days left in ${after.slice(0, 4)}`)
}

export async function pickRange(form: Locator, page: Page, from: string, to: string) {
  await form.getByRole('combobox', { name: /^Dates/ }).click()
  await pickDay(page, from)
  await pickDay(page, to)
  await expect(page.getByRole('grid')).toHaveCount(0)
}

export async function chooseType(form: Locator, page: Page, type: string) {
  await form.getByRole('combobox', { name: 'Leave type' }).click()
  await page.getByRole('option', { name: type, exact: true }).click()
}
