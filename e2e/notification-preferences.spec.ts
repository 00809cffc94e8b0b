import { expect, expectNoA11yViolations, test } from './fixtures'

// Account Settings' Notifications in the demo: the table of topics by channel saved to the mock and
// read again after a reload, security notices fixed on, a phone's width without sideways scrolling,
// and this device's opt-in, which in a mock build only asks the browser's permission.

const LAPTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

// Page scripts as source text: a compiled function would carry the test runner's helpers.
const PAGE_SCROLLS_SIDEWAYS = 'document.documentElement.scrollWidth > document.documentElement.clientWidth'

test.describe('notification preferences', () => {
  test.use({ persona: 'regular' })

  test('a change is saved and is there after a reload; security notices stay on', async ({ page }) => {
    await page.setViewportSize(LAPTOP)
    await page.goto('/settings')
    const section = page.getByRole('region', { name: 'Notifications' })
    const table = section.getByRole('table', { name: 'Which notifications reach you, by channel' })
    await expect(table).toBeVisible()
    await expect(table.getByRole('checkbox')).toHaveCount(33)
    for (const channel of ['In the app', 'E-mail', 'Push']) {
      const security = section.getByRole('checkbox', { name: `${channel} for Security notices` })
      await expect(security).toBeChecked()
      await expect(security).toBeDisabled()
    }

    const payslipByEmail = section.getByRole('checkbox', { name: 'E-mail for Payslip published' })
    await expect(payslipByEmail).toBeChecked()
    await payslipByEmail.click()
    await section.getByRole('button', { name: 'Save preferences' }).click()
    await expect(page.getByText('Your notification preferences are saved.')).toBeVisible()

    await page.reload()
    await expect(section.getByRole('checkbox', { name: 'E-mail for Payslip published' })).not.toBeChecked()
    await expect(section.getByRole('checkbox', { name: 'In the app for Payslip published' })).toBeChecked()
    await expectNoA11yViolations(page)

    await page.setViewportSize(PHONE)
    await expect(table).toBeVisible()
    expect(await page.evaluate<boolean>(PAGE_SCROLLS_SIDEWAYS)).toBe(false)
    await expectNoA11yViolations(page)
  })

  test("this device's opt-in asks the permission only on the press, then says it is on", async ({ page, context }) => {
    await page.goto('/settings')
    const device = page.getByRole('region', { name: 'Notifications' }).getByRole('region', { name: 'This device' })
    const turnOn = device.getByRole('button', { name: 'Get notifications on this device' })
    await expect(turnOn).toBeVisible()
    await expect(device.getByText(/This demo has no push service/)).toBeVisible()

    await context.grantPermissions(['notifications'])
    await turnOn.click()
    await expect(device.getByText('On for this device')).toBeVisible()
    await expect(
      device.getByText('New notifications show as system notifications while Empleo is open in a tab.'),
    ).toBeVisible()
  })
})
