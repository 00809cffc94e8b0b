import { expect, expectNoA11yViolations, test } from './fixtures'
import { demoPanel, openDemoPanel } from './support/demo-panel'
import { LAPTOP, PHONE } from './support/shell'

// Consent and notices (docs/product/privacy.md#consent-and-notices): the company publishes a new privacy
// notice from the demo panel; Maria Santos is held at it on her next page load until she acknowledges it,
// then turns mood sharing on and erases her mood history. The rules are proved in the mock's and the app's
// tests; this is what only a browser shows.

test.use({ persona: 'regular' })

test('a new notice holds Maria until she acknowledges it; she shares her mood with HR and erases her mood history', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP)
  await page.goto('/dashboard')
  await openDemoPanel(page, 'Server events')
  await demoPanel(page).getByRole('button', { name: 'Publish a new privacy notice' }).click()
  await expect(demoPanel(page).getByText(/^Privacy notice version 2 published\./)).toBeVisible()

  // The next page load of her session: the notice, whatever page she asked for.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/privacy/notice')
  const notice = page.getByRole('region', { name: 'New privacy notice' })
  await expect(notice).toBeVisible()
  await expectNoA11yViolations(page)
  await page.setViewportSize(PHONE)
  await expectNoA11yViolations(page)
  await page.setViewportSize(LAPTOP)
  await notice.getByRole('button', { name: 'I have read the notice' }).click()
  await expect(page.getByText('Thank you. You acknowledged the privacy notice.')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)

  // Her choices, from the privacy centre.
  await page.getByRole('link', { name: 'Privacy', exact: true }).click()
  await page.getByRole('link', { name: /^Your choices/ }).click()
  const share = page.getByRole('switch', { name: 'Share my mood with HR' })
  await expect(share).toHaveAttribute('aria-checked', 'false')
  await share.click()
  await expect(page.getByText('Your choice is saved. It applies from now on.')).toBeVisible()
  await expect(share).toHaveAttribute('aria-checked', 'true')

  await page.getByRole('button', { name: 'Erase my mood history' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Erase your mood history?' })
  await expect(dialog).toBeVisible()
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Erase' }).click()
  await expect(page.getByText('Your mood history was erased.')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.setViewportSize(PHONE)
  await expectNoA11yViolations(page)
})
