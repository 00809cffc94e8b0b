import { expect, type Page } from '@playwright/test'
import { contract } from '@contract'
import type { MoodEntry } from '@contract/mood'
import { KEPT_TOAST } from '../support/outbox'
import { apiGet, lineOf, test, workerHoldsTheApp } from '../support/production-session'
import { LAPTOP } from '../support/shell'

// The mood answered without a line in the production build (docs/product/offline.md#the-mood), its app worker
// holding the app's files and the mock over HTTP as its API. The app tests prove the rules
// (src/routes/-tests/mood-offline); this proves the tap kept by the installed app and sent once when the line
// returns. The seed never shares today's mood: the mock starts from it, so a run again finds the question.

test.use({ viewport: LAPTOP, freshMock: true })

const meter = (page: Page) => page.getByRole('region', { name: 'Mood meter' })
const banner = (page: Page) => page.getByRole('banner')

test('the mood answered offline waits on the dashboard, and is sent once when the line returns', async ({
  page,
  baseURL,
  token,
}) => {
  const setLine = await lineOf(page)
  await page.goto('/dashboard')
  const question = meter(page).getByRole('group', { name: 'How are you feeling today?' })
  await expect(question).toBeVisible()
  await workerHoldsTheApp(page)

  await setLine(false)
  await question.getByRole('button', { name: 'Good' }).click()
  await expect(meter(page).getByText('Waiting to send')).toBeVisible()
  await expect(meter(page).getByText("Today you're feeling good")).toBeVisible()
  await expect(page.getByText(KEPT_TOAST)).toBeVisible()
  await expect(banner(page).getByText('1 waiting to send')).toBeVisible()

  await setLine(true)
  await expect(page.getByText('Your mood, kept on this phone, was sent.')).toBeVisible()
  await expect(meter(page).getByText('Thanks for sharing. You can share again tomorrow.')).toBeVisible()
  await expect(meter(page).getByText("Today you're feeling good")).toBeVisible()
  await expect(meter(page).getByText(/Waiting to send|Not sent/)).toHaveCount(0)
  await expect(banner(page).getByText(/waiting to send/)).toHaveCount(0)
  // On record for today, as the server has it; it keeps one mood a day (docs/product/records.md#mood).
  const { data } = await apiGet<{ data: { entry: MoodEntry | null } }>(baseURL!, token, contract.mood.today.path)
  expect(data.entry?.mood).toBe('good')
})
