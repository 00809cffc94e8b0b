import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, personas } from '@mocks/seed/personas'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { pasteCode } from './support/code-boxes'
import { dashboardGreeting } from './support/dashboard'
import { currentTotp, signInAs } from './support/session'

const NEW_PASSWORD = 'Tatlong-Salita-Bago-2026'
const pathOf = (page: Page) => new URL(page.url()).pathname
const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Login' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function logIn(page: Page, email: string, password: string) {
  const dialog = await openLogin(page)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
}

test.beforeEach(async ({ page, mock }) => {
  await page.goto('/')
  await mock.reset()
})

test.describe('logging in from the landing page', () => {
  test('an employee without two-factor lands on the dashboard; Escape returned focus before', async ({ page }) => {
    await openLogin(page)
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Login' }).first()).toBeFocused()

    await logIn(page, personas.regular.email, DEMO_PASSWORD)
    // First: the employee shell's toasts close after 2 seconds, which a busy machine can spend
    // loading the dashboard.
    await expect(page.getByText('Logged in successfully.')).toBeVisible()
    await expect.poll(() => pathOf(page)).toBe('/dashboard')
    await expect(page.getByText(dashboardGreeting(personas.regular.full_name))).toBeVisible()
  })

  test('two-factor: a wrong code is refused under the field, the real TOTP lets the person in', async ({ page }) => {
    await logIn(page, personas.twoFactor.email, DEMO_PASSWORD)
    const dialog = page.getByRole('dialog', { name: 'Two-Factor Authentication' })
    await expect(dialog).toBeVisible()
    await expectNoA11yViolations(page)

    await pasteCode(page, 'Authentication code', wrong(currentTotp()))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expect(dialog.getByText(/The code is invalid or has expired/)).toBeVisible()

    await pasteCode(page, 'Authentication code', currentTotp())
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expect.poll(() => pathOf(page)).toBe('/dashboard')
  })

  test("a wrong password gets the server's message, and a deactivated account its refusal", async ({ page }) => {
    await logIn(page, personas.regular.email, 'not-her-password')
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await expect(dialog.getByText('These credentials do not match our records.')).toBeVisible()
    await expectNoA11yViolations(page)

    await dialog.getByLabel('Email').fill(personas.deactivated.email)
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(
      dialog.getByText('Your account is deactivated. Please contact the administrator to know more.'),
    ).toBeVisible()
    expect(pathOf(page)).toBe('/')
  })
})

test('forgot password in the dialog: code, wrong and expired codes, resend, new password, login', async ({
  page,
  mock,
}) => {
  // The longest journey here: ten round trips and five accessibility scans on two shared cores.
  test.slow()
  const { email } = personas.regular
  const dialog = await openLogin(page)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click()

  const codeStep = page.getByRole('dialog', { name: 'Enter the reset code' })
  await expect(codeStep).toBeVisible()
  await expect(codeStep.getByRole('button', { name: /^Resend code/ })).toHaveText('Resend code in 120 s')
  await expect(codeStep.getByRole('button', { name: /^Resend code/ })).toBeDisabled()
  await expectNoA11yViolations(page)
  const firstCode = (await mock.latestEmail(email))?.code ?? ''

  await pasteCode(page, 'Reset code', wrong(firstCode))
  await codeStep.getByRole('button', { name: 'Verify' }).click()
  await expect(codeStep.getByText('The code is invalid or has expired. Request a new code.')).toBeVisible()

  await mock.advanceClock(11 * 60_000)
  await pasteCode(page, 'Reset code', firstCode)
  await codeStep.getByRole('button', { name: 'Verify' }).click()
  await expect(codeStep.getByText('The code is invalid or has expired. Request a new code.')).toBeVisible()

  // The clock moved past the 120 s countdown, so Resend is open again.
  await codeStep.getByRole('button', { name: 'Resend code', exact: true }).click()
  await expect(codeStep.getByRole('button', { name: /^Resend code/ })).toHaveText(/^Resend code in (120|119) s$/)
  await expect.poll(async () => (await mock.latestEmail(email))?.code).not.toBe(firstCode)
  await pasteCode(page, 'Reset code', (await mock.latestEmail(email))?.code ?? '')
  await codeStep.getByRole('button', { name: 'Verify' }).click()

  const newPassword = page.getByRole('dialog', { name: 'Reset password' })
  await expect(newPassword).toBeVisible()
  await newPassword.getByLabel('New password', { exact: true }).fill(' short')
  await newPassword.getByRole('button', { name: 'Reset password' }).click()
  await expect(newPassword.getByRole('listitem')).toHaveText([
    'The password field must be at least 8 characters.',
    'The password must not start or end with a space.',
  ])
  await expectNoA11yViolations(page)
  await newPassword.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await newPassword.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await newPassword.getByRole('button', { name: 'Reset password' }).click()

  const login = page.getByRole('dialog', { name: 'Log in' })
  await expect(login).toBeVisible()
  await expect(login.getByLabel('Email')).toHaveValue(email)
  await login.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect.poll(() => pathOf(page)).toBe('/dashboard')
})

test('/forgot-password: Success dialog, then the wait countdown on a second request', async ({ page }) => {
  await page.goto('/forgot-password')
  await expect(page).toHaveTitle('Forgot Password | Empleo-Employee')
  await expectNoA11yViolations(page)
  await page.getByLabel('Email').fill(personas.regular.email)
  await page.getByRole('button', { name: 'Submit' }).click()
  const success = page.getByRole('dialog', { name: 'Success' })
  await expect(success).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Submit' }).click()
  const wait = page
    .getByRole('main')
    .getByText(/^Please wait (\d+) seconds before requesting another password reset email\.$/)
  await expect(wait).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled()
  const first = Number((await wait.textContent())?.match(/\d+/)?.[0])
  await expect
    .poll(async () => Number((await wait.textContent())?.match(/\d+/)?.[0]), { timeout: 4_000 })
    .toBeLessThan(first)
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'Back to Sign In' }).click()
  await expect.poll(() => pathOf(page)).toBe('/')
})

test("/reset-password from the e-mail's link; a two-factor login after it finishes on /verification", async ({
  page,
  mock,
}) => {
  const { email } = personas.twoFactor
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.getByRole('dialog', { name: 'Success' }).getByRole('link', { name: 'Login' }).click()
  await expect.poll(() => pathOf(page)).toBe('/')

  const link = (await mock.latestEmail(email))?.link ?? ''
  expect(link).toMatch(/^\/reset-password\?token=/)
  await page.goto(link)
  await expect(page).toHaveTitle('Reset Password | Empleo-Employee')
  await expectNoA11yViolations(page)
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Reset password' }).click()

  const success = page.getByRole('dialog', { name: 'Success' })
  await expect(success).toBeVisible()
  await expectNoA11yViolations(page)
  await success.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
  await success.getByRole('button', { name: 'Log in' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' })).toBeVisible()
  expect(pathOf(page)).toBe('/verification')
  await expect(page).toHaveTitle('Two-Factor Authentication | Empleo-Employee')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect.poll(() => pathOf(page)).toBe('/')
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible()
})

test('/verification completes a two-factor login with the real TOTP', async ({ page, mock }) => {
  const { email } = personas.twoFactor
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible()
  await page.goto((await mock.latestEmail(email))?.link ?? '')
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Reset password' }).click()
  const success = page.getByRole('dialog', { name: 'Success' })
  await success.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
  await success.getByRole('button', { name: 'Log in' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' })).toBeVisible()
  await pasteCode(page, 'Authentication code', currentTotp())
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect.poll(() => pathOf(page)).toBe('/dashboard')
})

test('/verification opened directly, without a login to finish, goes to /', async ({ page }) => {
  await page.goto('/verification')
  await expect.poll(() => pathOf(page)).toBe('/')
})

test('/reset-password without a token says the link is incomplete', async ({ page }) => {
  await page.goto('/reset-password?email=maria.santos%40bayanihantech.ph')
  await expect(page.getByText(/This password reset link is incomplete/)).toBeVisible()
  await expectNoA11yViolations(page)
})

test('a signed-in person opening /verification, /forgot-password or /reset-password goes to /dashboard', async ({
  page,
}) => {
  await signInAs(page, personas.regular)
  for (const path of ['/verification', '/forgot-password', '/reset-password?token=t&email=a%40b.ph']) {
    await page.goto(path)
    await expect.poll(() => pathOf(page), `from ${path}`).toBe('/dashboard')
  }
})
