import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, personas } from '@mocks/seed/personas'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { pasteCode } from './support/code-boxes'
import { currentTotp } from './support/session'

// My Profile and Account Settings: the forced password change, two-factor from setup to a recovery
// code login, and the profile's sections, each page checked by axe on a laptop and a phone.

const NEW_PASSWORD = 'Tatlong-Salita-Bago-2026'
const LAPTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

const pathOf = (page: Page) => new URL(page.url()).pathname

async function expectAccessibleAtBothSizes(page: Page) {
  await page.setViewportSize(LAPTOP)
  await expectNoA11yViolations(page)
  await page.setViewportSize(PHONE)
  await expectNoA11yViolations(page)
  await page.setViewportSize(LAPTOP)
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel('Current password', { exact: true }).fill(current)
  await page.getByLabel('New password', { exact: true }).fill(next)
  await page.getByLabel('Confirm new password', { exact: true }).fill(next)
  await page.getByRole('button', { name: 'Change password' }).click()
}

async function logInThroughTheDialog(page: Page, email: string) {
  await page.getByRole('button', { name: 'Login' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  const twoFactor = page.getByRole('dialog', { name: 'Two-Factor Authentication' })
  await expect(twoFactor).toBeVisible()
  return twoFactor
}

async function signOut(page: Page) {
  // Sign Out lives in the account menu, opened from the avatar and name in the header.
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect.poll(() => pathOf(page)).toBe('/')
}

test.describe('a person who must change their password', () => {
  test.use({ persona: 'mustChangePassword' })

  test('is held on Account Settings with the reason, then every page opens after the change', async ({ page }) => {
    test.slow()
    await page.goto('/dashboard')
    await expect.poll(() => pathOf(page)).toBe('/settings')
    await expect(page).toHaveTitle('Account Settings | Empleo-Employee')
    await expect(page.getByRole('heading', { name: 'Choose a new password to continue' })).toBeVisible()
    await expect(page.getByText('The other pages open as soon as you have changed it.', { exact: false })).toBeVisible()
    await expectAccessibleAtBothSizes(page)

    // Another page still leads back here.
    await page.goto('/profile')
    await expect.poll(() => pathOf(page)).toBe('/settings')

    await changePassword(page, 'not-my-password', NEW_PASSWORD)
    await expect(page.getByText('The current password is incorrect.')).toBeVisible()

    await changePassword(page, DEMO_PASSWORD, ' short')
    const rules = page.locator('#new-password-error').getByRole('listitem')
    await expect(rules).toHaveText([
      'The password field must be at least 8 characters.',
      'The password must not start or end with a space.',
    ])

    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD)
    await expect(page.getByText('Your password has been changed. Your other sessions were signed out.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Choose a new password to continue' })).toHaveCount(0)
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('')

    await page.getByRole('link', { name: 'Go to the dashboard' }).click()
    await expect.poll(() => pathOf(page)).toBe('/dashboard')
    await page.goto('/profile')
    await expect(page).toHaveTitle('My Profile | Empleo-Employee')
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
    for (const section of ['Personal details', 'Employment', 'Emergency contacts', 'Bank accounts', 'Government IDs'])
      await expect(page.getByRole('region', { name: section })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Employment' }).getByText('DevOps Engineer')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Government IDs' }).getByText(/ ending in \d{4}$/)).toHaveCount(4)
    await expectAccessibleAtBothSizes(page)
  })
})

test.describe('two-factor authentication', () => {
  test.use({ persona: 'regular' })

  test('set up with a real authenticator code; the next logins ask for a code, or take a recovery code', async ({
    page,
    mock,
  }) => {
    test.slow()
    await page.goto('/settings')
    const section = page.getByRole('region', { name: 'Two-factor authentication' })
    await expect(section.getByText('Off', { exact: true })).toBeVisible()
    await section.getByRole('button', { name: 'Set up' }).click()

    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    const key = await section.getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/).textContent()
    const secret = (key ?? '').replace(/ /g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expectAccessibleAtBothSizes(page)

    await pasteCode(page, 'Code from your authenticator app', currentTotp(secret))
    await section.getByRole('button', { name: 'Turn on' }).click()
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await expect(codes).toHaveCount(10)
    const recoveryCodes = await codes.allTextContents()
    await page.setViewportSize(PHONE)
    await expectNoA11yViolations(page)
    await page.setViewportSize(LAPTOP)

    const download = page.waitForEvent('download')
    await section.getByRole('button', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toBe('empleo-recovery-codes.txt')
    await expect(section.getByRole('button', { name: 'Done' })).toBeDisabled()
    await section.getByRole('checkbox', { name: 'I have saved these codes' }).check()
    await section.getByRole('button', { name: 'Done' }).click()
    await expect(section.getByText('On', { exact: true })).toBeVisible()
    await expect(section.getByText('10 of 10 recovery codes left')).toBeVisible()
    await expect(page.getByText(recoveryCodes[0] ?? '?')).toHaveCount(0)

    // The enabling code's time step is spent: an authenticator shows the next code 30 s later.
    await signOut(page)
    await mock.advanceClock(30_000)
    let twoFactor = await logInThroughTheDialog(page, personas.regular.email)
    await pasteCode(page, 'Authentication code', currentTotp(secret, Date.now() + 30_000))
    await twoFactor.getByRole('button', { name: 'Verify' }).click()
    await expect.poll(() => pathOf(page)).toBe('/dashboard')

    await signOut(page)
    twoFactor = await logInThroughTheDialog(page, personas.regular.email)
    await twoFactor.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await twoFactor.getByLabel('Recovery code').fill(recoveryCodes[3] ?? '')
    await twoFactor.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('Logged in with a recovery code. You have 9 recovery codes left.')).toBeVisible()
    await expect.poll(() => pathOf(page)).toBe('/dashboard')

    await page.goto('/settings')
    await expect(section.getByText('9 of 10 recovery codes left')).toBeVisible()
  })
})
