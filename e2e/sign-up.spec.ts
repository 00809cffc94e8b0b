import { expect, expectNoA11yViolations, test } from './fixtures'
import { pasteCode } from './support/code-boxes'
import type { MockControls } from './support/mock-controls'
import type { Page } from '@playwright/test'

const email = 'andrea.dizon@sarisari.ph'
const password = 'kalamansi juice on a rainy day'
const INVALID_CODE = 'The code is invalid or has expired. Request a new code.'

test.beforeEach(async ({ page, mock }) => {
  await page.goto('/')
  await mock.reset()
})

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

async function openSignUp(page: Page) {
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(dialog(page, 'Sign up your company')).toBeVisible()
}

async function codeFor(mock: MockControls, to: string): Promise<string> {
  const code = (await mock.latestEmail(to))?.code ?? ''
  expect(code).toMatch(/^\d{6}$/)
  return code
}

/** Pastes a code into the six boxes, as from the e-mail, and presses Verify. */
async function enterCode(page: Page, code: string) {
  await pasteCode(page, 'Verification code', code)
  await page.getByRole('button', { name: 'Verify' }).click()
}

test('a company signs up, waits for activation, and its admin can log in once activated', async ({ page, mock }) => {
  // Five steps, two resends' worth of codes and an axe run on each step: longer than one screen's test.
  test.slow()
  await openSignUp(page)
  await expectNoA11yViolations(page)
  await page.getByLabel('Email').fill(email)
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled()
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions and the Privacy Policy' }).check()
  await page.getByRole('button', { name: 'Sign Up' }).click()

  // The code step: a wrong code first, then a resend once the 60 s pacing has passed.
  const codeStep = dialog(page, 'Check your e-mail')
  await expect(codeStep).toContainText(email)
  await expectNoA11yViolations(page)
  const firstCode = await codeFor(mock, email)
  await enterCode(page, firstCode === '000000' ? '999999' : '000000')
  await expect(codeStep.getByText(INVALID_CODE)).toBeVisible()

  const resend = codeStep.getByRole('button', { name: /^Resend code/ })
  await expect(resend).toBeDisabled()
  await expect(resend).toHaveText(/Resend code in \d+ s/)
  await mock.advanceClock(60_000)
  await expect(resend).toHaveText('Resend code')
  await resend.click()
  await expect(resend).toHaveText(/Resend code in (60|59) s/)
  const secondCode = await codeFor(mock, email)
  expect(secondCode).not.toBe(firstCode)

  // The old code is void now; the new one works.
  await enterCode(page, firstCode)
  await expect(codeStep.getByText(INVALID_CODE)).toBeVisible()
  await enterCode(page, secondCode)

  // The admin: several password errors as a numbered list, then a good password.
  const adminStep = dialog(page, 'Create your admin account')
  await expect(adminStep).toBeVisible()
  await expect(adminStep.getByLabel('Email')).toHaveValue(email)
  await expect(adminStep.getByLabel('Email')).toHaveAttribute('readonly', '')
  await adminStep.getByLabel('Full name').fill('Andrea Dizon')
  await adminStep.getByLabel('Password', { exact: true }).fill(' short')
  await adminStep.getByRole('button', { name: 'Continue' }).click()
  await expect(adminStep.locator('ol > li')).toHaveText([
    'The password field must be at least 8 characters.',
    'The password must not start or end with a space.',
  ])
  await expectNoA11yViolations(page)
  await adminStep.getByLabel('Password', { exact: true }).fill(password)
  await expect(adminStep.locator('ol')).toHaveCount(0)
  await adminStep.getByRole('button', { name: 'Continue' }).click()

  // The business, with searchable selects.
  const companyStep = dialog(page, 'Tell us about your company')
  await expect(companyStep).toBeVisible()
  await expectNoA11yViolations(page)
  await companyStep.getByLabel('Company name').fill('Sari-Sari Supply Co.')
  await companyStep.getByLabel('Company address').fill('45 Rizal Avenue, Taytay, Rizal')
  await companyStep.getByRole('combobox', { name: 'Industry' }).click()
  await page.keyboard.type('zzz')
  await expect(page.getByText('Nothing found.')).toBeVisible()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('retail')
  await page.getByRole('option', { name: 'Retail and E-commerce' }).click()
  await companyStep.getByRole('combobox', { name: 'Company size' }).click()
  await page.keyboard.type('11')
  await page.getByRole('option', { name: '11-50' }).click()
  await expect(companyStep.getByRole('combobox', { name: 'Industry' })).toHaveText('Retail and E-commerce')
  await companyStep.getByRole('button', { name: 'Register' }).click()

  const done = dialog(page, 'Registration received')
  await expect(done).toContainText('Thank you for registering. Please wait while we process and activate your account.')
  await expectNoA11yViolations(page)
  await done.getByRole('button', { name: 'Done' }).click()
  await expect(done).toBeHidden()

  // The first login, through the login dialog: refused with the server's reason before activation; once
  // the provider activates the company, the new admin goes on to the admin application
  // (docs/product/states.md#sign-up).
  await page.getByRole('button', { name: 'Login' }).first().click()
  const login = dialog(page, 'Log in')
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password', { exact: true }).fill(password)
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect(login.getByText('Your company account is awaiting activation.').first()).toBeVisible()
  await expect(login.getByLabel('Password', { exact: true })).toHaveValue(password)

  await mock.activateCompany(email)
  await login.getByRole('button', { name: 'Log in' }).click()
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin')
  const cookies = await page.context().cookies()
  expect(cookies.map((cookie) => cookie.name)).toContain('admin_profile')
})

test('Terms and Privacy open over the sign-up step and Back returns through them, keeping the typed e-mail', async ({
  page,
}) => {
  await openSignUp(page)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('checkbox', { name: /I agree to the/ }).check()

  await page.getByRole('button', { name: 'Terms and Conditions' }).click()
  const terms = dialog(page, 'Terms and Conditions')
  await expect(terms).toContainText('45 days’ written notice')
  await expect(dialog(page, 'Sign up your company')).toBeHidden()
  await expectNoA11yViolations(page)

  await terms.getByRole('button', { name: 'Privacy Policy' }).click()
  const privacy = dialog(page, 'Privacy Policy')
  await expect(privacy).toContainText('Republic Act No. 10173')
  await expect(terms).toBeHidden()
  await expectNoA11yViolations(page)

  await privacy.getByRole('button', { name: 'Back' }).click()
  await expect(terms).toBeVisible()
  await expect(terms.getByRole('button', { name: 'Privacy Policy' })).toBeFocused()

  await terms.getByRole('button', { name: 'Back' }).click()
  const signUp = dialog(page, 'Sign up your company')
  await expect(signUp).toBeVisible()
  await expect(signUp.getByRole('button', { name: 'Terms and Conditions' })).toBeFocused()
  await expect(signUp.getByLabel('Email')).toHaveValue(email)
  await expect(signUp.getByRole('checkbox', { name: /I agree to the/ })).toBeChecked()
  await expect(signUp.getByRole('button', { name: 'Sign Up' })).toBeEnabled()
})
