import { expect, test } from './fixtures'

test.describe('a journey that starts as a persona', () => {
  test.use({ persona: 'regular' })

  test('is signed in from the saved state, without logging in again', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText('Maria Santos').first()).toBeVisible()
  })
})
