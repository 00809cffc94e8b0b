import type { Page } from '@playwright/test'

/** What the request forms (leave, expense) take in a journey: dates from their calendar, a small PDF. */

/** The smallest PDF the upload checks take as one (no pages). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/** Clicks a day in the open calendar, moving to later months until it shows. */
export async function pickDay(page: Page, date: string) {
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') })
  const day = calendar.locator(`button[data-day="${date}"]`).first()
  // The calendar's code comes at the press (decision 55): wait for its month before looking for the day.
  await calendar.getByRole('grid').first().waitFor()
  for (let month = 0; month < 3 && !(await day.isVisible()); month += 1) {
    await calendar.getByRole('button', { name: /next month/i }).click()
  }
  await day.click()
}
