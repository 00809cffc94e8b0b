import type { Locator, Page } from '@playwright/test'
import { DEMO_PASSWORD } from '@mocks/seed/personas'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { LAPTOP, PHONE, sidebarItems } from './support/shell'

// The new hire's onboarding, whole: Kristine Mendoza saved her personal information on an earlier
// visit (mocks/seed/employee-records.ts), so /onboard resumes at emergency contacts. The detail of
// each step (every refusal, the draft, removing entries) is in src/routes/-tests/onboarding.test.tsx.

const NEW_PASSWORD = 'Sampaguita-Garden-Path-42'
// A real 1x1 PNG: the mock checks a photo's first bytes.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const pathOf = (page: Page) => new URL(page.url()).pathname
const stepCard = (page: Page, name: string) => page.getByRole('region', { name })
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Onboarding steps' }).locator('[aria-current="step"]')
const entry = (scope: Locator, name: string) => scope.getByRole('group', { name })

async function expectAccessibleAtBothSizes(page: Page) {
  await expectNoA11yViolations(page)
  await page.setViewportSize(PHONE)
  await expectNoA11yViolations(page)
  await page.setViewportSize(LAPTOP)
}

/** Types into a masked field key by key, as a person does (the mask takes or refuses each key). */
async function typeInto(field: Locator, text: string) {
  await field.clear()
  await field.pressSequentially(text)
}

test.describe('a new hire onboarding', () => {
  test.use({ persona: 'onboarding', viewport: LAPTOP })

  test('completes the five steps, resumed after a reload, then has the full menu, a welcome and the details on My Profile', async ({
    page,
  }) => {
    test.slow()
    await page.goto('/payslip')
    await expect.poll(() => pathOf(page)).toBe('/onboard')
    await expect(currentStep(page)).toContainText('Emergency contacts')
    await expect(currentStep(page)).toContainText('In progress')
    await expect(page.getByRole('listitem').filter({ hasText: 'Personal information' })).toContainText('Done')

    // 1. Personal information, revisited: the saved details are there; a photo is added.
    const contacts = stepCard(page, 'Emergency contacts')
    await contacts.getByRole('button', { name: 'Back' }).click()
    const personal = stepCard(page, 'Personal information')
    await expect(personal.getByLabel('First name')).toHaveValue('Kristine')
    await expect(personal.getByLabel('Contact number')).toHaveAttribute('inputmode', 'numeric')
    await expectAccessibleAtBothSizes(page)
    await page.getByLabel('Photo file').setInputFiles({ name: 'kristine.png', mimeType: 'image/png', buffer: PHOTO })
    await expect(personal.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible()
    await personal.getByLabel('Middle name (optional)').fill('Lopez')
    await personal.getByRole('button', { name: 'Next' }).click()

    // 2. Emergency contacts: one kept, one added and removed.
    await expect(currentStep(page)).toContainText('Emergency contacts')
    await expect(contacts.getByRole('heading', { name: 'Emergency contacts' })).toBeFocused()
    await entry(contacts, 'Contact 1').getByLabel('Name').fill('Rosario Mendoza')
    await entry(contacts, 'Contact 1').getByLabel('Relationship').fill('Mother')
    await typeInto(entry(contacts, 'Contact 1').getByLabel('Contact number'), '9171234567')
    await expect(entry(contacts, 'Contact 1').getByLabel('Contact number')).toHaveValue('917 123 4567')
    await contacts.getByRole('button', { name: 'Add a contact' }).click()
    await contacts.getByRole('button', { name: 'Next' }).click()
    await expect(entry(contacts, 'Contact 2').getByText('The name field is required.')).toBeVisible()
    await expectAccessibleAtBothSizes(page)
    await contacts.getByRole('button', { name: 'Remove contact 2' }).click()
    await expect(entry(contacts, 'Contact 2')).toHaveCount(0)
    await contacts.getByRole('button', { name: 'Next' }).click()

    // 3. Bank information: two accounts, the second the primary one.
    const banks = stepCard(page, 'Bank information')
    await expect(currentStep(page)).toContainText('Bank information')
    await entry(banks, 'Account 1').getByLabel('Bank').fill('BDO Unibank')
    await entry(banks, 'Account 1').getByLabel('Account number').fill('001234567890')
    await banks.getByRole('button', { name: 'Add an account' }).click()
    await entry(banks, 'Account 2').getByLabel('Bank').fill('BPI')
    await entry(banks, 'Account 2').getByLabel('Account number').fill('3456789012')
    await banks.getByRole('radio', { name: 'BPI ending in 9012' }).click()
    await expectAccessibleAtBothSizes(page)
    await banks.getByRole('button', { name: 'Next' }).click()

    // 4. Social benefits: the masks refuse what does not fit and name the format of a short number.
    const benefits = stepCard(page, 'Social benefits')
    await expect(currentStep(page)).toContainText('Social benefits')
    const philhealth = benefits.getByLabel('PhilHealth number')
    await typeInto(philhealth, 'PH12000012')
    await expect(philhealth).toHaveValue('12-000012')
    await typeInto(benefits.getByLabel('Pag-IBIG MID number'), '121212345678')
    await typeInto(benefits.getByLabel('SSS number'), '34-1234567-8')
    await typeInto(benefits.getByLabel('TIN'), '123456789')
    await benefits.getByRole('button', { name: 'Next' }).click()
    await expect(benefits.getByText('The PhilHealth number must be 12 digits.')).toBeVisible()
    await expect(benefits.getByText(/^Format 00-000000000-0 \(12 digits\)/)).toBeVisible()
    await expectAccessibleAtBothSizes(page)

    // A reload in the middle: back at the first unfinished step, what was typed there kept as a
    // draft, and the saved steps done with their data.
    await page.reload()
    await expect(currentStep(page)).toContainText('Social benefits')
    for (const done of ['Personal information', 'Emergency contacts', 'Bank information'])
      await expect(page.getByRole('listitem').filter({ hasText: done })).toContainText('Done')
    await expect(benefits.getByLabel('SSS number')).toHaveValue('34-1234567-8')
    await benefits.getByRole('button', { name: 'Back' }).click()
    await expect(entry(banks, 'Account 2').getByLabel('Bank')).toHaveValue('BPI')
    await expect(banks.getByRole('radio', { name: 'BPI ending in 9012' })).toBeChecked()
    await banks.getByRole('button', { name: 'Next' }).click()
    await typeInto(benefits.getByLabel('PhilHealth number'), '120000123456')
    await expect(benefits.getByLabel('PhilHealth number')).toHaveValue('12-000012345-6')
    await benefits.getByRole('button', { name: 'Next' }).click()

    // 5. Account settings: the failed password rules numbered, then the person's own password.
    const settings = stepCard(page, 'Account settings')
    await expect(currentStep(page)).toContainText('Account settings')
    await settings.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD)
    await settings.getByLabel('New password', { exact: true }).fill(' short')
    await settings.getByLabel('Confirm new password', { exact: true }).fill(' short')
    await settings.getByRole('button', { name: 'Complete onboarding' }).click()
    await expect(page.locator('#new-password-error').getByRole('listitem')).toHaveText([
      'The password field must be at least 8 characters.',
      'The password must not start or end with a space.',
    ])
    await expectAccessibleAtBothSizes(page)
    await settings.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await settings.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD)
    await settings.getByRole('button', { name: 'Complete onboarding' }).click()

    // Done: the dashboard with a welcome and the full menu.
    await expect.poll(() => pathOf(page)).toBe('/dashboard')
    await expect(page.getByText('Welcome aboard! Your onboarding is complete.')).toBeVisible()
    await expect.poll(() => sidebarItems(page)).toContain('Leave Request')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Kristine Mendoza' })).toBeVisible()

    // What was entered shows on My Profile, numbers masked.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Profile' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Personal details' }).getByText('Lopez', { exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Emergency contacts' }).getByText('Rosario Mendoza')).toBeVisible()
    const accounts = page.getByRole('region', { name: 'Bank accounts' })
    await expect(accounts.getByText('BPI', { exact: true })).toBeVisible()
    await expect(accounts.getByText('BDO Unibank', { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Government IDs' }).getByText(/ ending in \d{4}$/)).toHaveCount(4)
  })
})
