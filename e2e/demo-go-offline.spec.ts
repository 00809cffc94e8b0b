import type { Page } from '@playwright/test'
import { contract } from '@contract'
import type { MoodEntry } from '@contract/mood'
import { expect, test } from './fixtures'
import { demoPanel, openDemoPanel } from './support/demo-panel'
import { KEPT_TOAST } from './support/outbox'
import { signedInData } from './support/session'

// The presenter's "Go offline" (docs/product/api.md#the-demos-network): the mock in the page answers as a dropped
// line, so sales show filing offline on a laptop without pulling a cable. The browser itself stays online, as it
// does on a phone whose line has dropped in a jeepney.

test.use({ persona: 'regular' })

const meter = (page: Page) => page.getByRole('region', { name: 'Mood meter' })
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
