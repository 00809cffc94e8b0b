import type { Page } from '@playwright/test'
import { contract } from '@contract'
import type { MoodEntry } from '@contract/mood'
import { expect, test } from './fixtures'
import { demoPanel, openDemoPanel } from './support/demo-panel'
import { KEPT_TOAST, shown } from './support/outbox'
import { signedInData } from './support/session'

// The presenter's "Go offline" (docs/product/api.md#the-demos-network): the mock in the page answers as a dropped
// line, so sales show filing and reading offline on a laptop without pulling a cable. The browser itself stays online, as it
// does on a phone whose line has dropped in a jeepney.

test.use({ persona: 'regular' })

const meter = (page: Page) => page.getByRole('region', { name: 'Mood meter' })
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const offlineMark = (page: Page) => page.getByText(/^Offline: as of /)
const pendingRequest = (page: Page) =>
  page
    .getByRole('row')
    .filter({ hasText: 'Pending' })
    .getByRole('link', { name: /^View / })
    .first()
const cancelRequest = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Cancel request' })
const goOffline = (page: Page) => demoPanel(page).getByRole('switch', { name: 'Go offline' })

async function switchTheLine(page: Page, offline: boolean) {
  await openDemoPanel(page, 'Server events')
  await goOffline(page).click()
  await expect(goOffline(page)).toHaveAttribute('aria-checked', String(offline))
  await page.keyboard.press('Escape')
  await expect(demoPanel(page)).toBeHidden()
}

test('with the line switched off in the demo panel, the mood tapped waits on the dashboard, and is sent once when switched back', async ({
  page,
}) => {
  await page.goto('/dashboard')
  const question = meter(page).getByRole('group', { name: 'How are you feeling today?' })
  await expect(question).toBeVisible()

  await switchTheLine(page, true)
  await question.getByRole('button', { name: 'Good' }).click()
  await expect(meter(page).getByText('Waiting to send')).toBeVisible()
  await expect(page.getByText(KEPT_TOAST)).toBeVisible()

  await switchTheLine(page, false)
  await expect(page.getByText('Your mood, kept on this phone, was sent.')).toBeVisible()
  await expect(meter(page).getByText("Today you're feeling good")).toBeVisible()
  await expect(meter(page).getByText(/Waiting to send|Not sent/)).toHaveCount(0)
  // On record for today, once: the server keeps one mood a day (docs/product/records.md#mood).
  const today = await signedInData<{ entry: MoodEntry | null }>(page, contract.mood.today.path)
  expect(today.entry?.mood).toBe('good')
})

test('with the line switched off, a person who keeps their data reads the leave list they opened, marked with its time, and Cancel waits for a line; switched back, the page reads again', async ({
  page,
}) => {
  // Answers under 30 seconds old are shown without a read (src/app/query-client.ts); the page's clock moves past it.
  await page.clock.install()
  await page.goto('/settings')
  const keepMyData = page.getByRole('switch', { name: 'Keep my data on this phone for offline use' })
  await keepMyData.click()
  await expect(keepMyData).toBeChecked()
  await sidebar(page)
    .getByRole('link', { name: /^Leave Request/ })
    .click()
  await expect(shown(page)).toBeVisible()
  const leaveCount = await shown(page).textContent()
  await pendingRequest(page).click()
  await expect(cancelRequest(page)).toBeEnabled()
  await page.keyboard.press('Escape')
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click()
  await expect(meter(page)).toBeVisible()

  await switchTheLine(page, true)
  await page.clock.fastForward(31_000)
  await sidebar(page)
    .getByRole('link', { name: /^Leave Request/ })
    .click()
  await expect(offlineMark(page)).toBeVisible()
  await expect(shown(page)).toHaveText(leaveCount!)
  await pendingRequest(page).click()
  await expect(cancelRequest(page)).toBeDisabled()
  await expect(cancelRequest(page)).toHaveAccessibleDescription('Needs a connection')

  // Switched back, the app reads again and the mark goes.
  await page.keyboard.press('Escape')
  await switchTheLine(page, false)
  await expect(offlineMark(page)).toHaveCount(0)
  await expect(shown(page)).toHaveText(leaveCount!)
})
