import type { Page } from '@playwright/test'
import { contract } from '@contract'
import { personas } from '@mocks/seed/personas'
import { SESSION_STORAGE_KEY } from '@/session/stored-session'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { TEST_REQUEST_HEADER } from './support/api-recorder'
import { dashboardGreeting } from './support/dashboard'
import { demoPanel, demoPanelTrigger, openDemoPanel } from './support/demo-panel'
import { pageFetch } from './support/page-fetch'
import { landingHeadline } from './support/landing'

// The presenter's panel of the demo build (src/features/demo-panel), driven as a presenter would.

const pathOf = (page: Page) => new URL(page.url()).pathname

async function switchTo(page: Page, persona: { full_name: string }) {
  await openDemoPanel(page, 'Scenarios')
  await demoPanel(page)
    .getByRole('button', { name: `Sign in as ${persona.full_name}` })
    .click()
  await expect(page.getByText(dashboardGreeting(persona.full_name))).toBeVisible()
  expect(pathOf(page)).toBe('/dashboard')
}

const storedToken = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? null,
    SESSION_STORAGE_KEY,
  )

test.beforeEach(async ({ page, mock }) => {
  await page.goto('/')
  await mock.reset()
})

test('opens from the landing page and shows the code of a password reset requested through the API', async ({
  page,
  mock,
}) => {
  const { email } = personas.regular
  await pageFetch(page, contract.auth.forgotPassword.path, { method: 'POST', form: { email } })
  const code = (await mock.latestEmail(email))?.code ?? 'no code'

  await openDemoPanel(page, 'Inbox')
  const inbox = demoPanel(page).getByRole('list', { name: 'E-mails, newest first' })
  await expect(inbox.getByRole('listitem').first()).toContainText(`To ${email}`)
  await expect(inbox.getByText(code, { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.keyboard.press('Escape')
  await expect(demoPanel(page)).toBeHidden()
  await expect(demoPanelTrigger(page)).toBeFocused()
})

test('switches scenario to the regular persona, then to the two-factor one, each landing on /dashboard', async ({
  page,
}) => {
  await switchTo(page, personas.regular)
  await expectNoA11yViolations(page)
  await switchTo(page, personas.twoFactor)
})

test("'Expire my token' then a reload keeps the person signed in: the app refreshes the token", async ({ page }) => {
  await switchTo(page, personas.regular)
  const before = await storedToken(page)
  await openDemoPanel(page, 'Server events')
  await demoPanel(page).getByRole('button', { name: 'Expire my token' }).click()
  await expect(demoPanel(page).getByText(/The access token expired/)).toBeVisible()

  await page.reload()
  await expect(page.getByText(dashboardGreeting(personas.regular.full_name))).toBeVisible()
  await expect.poll(() => storedToken(page)).not.toBe(before)
  expect(pathOf(page)).toBe('/dashboard')
})

test("'Deactivate me' then a reload ends the session: the app is back at /", async ({ page }) => {
  await switchTo(page, personas.regular)
  await openDemoPanel(page, 'Server events')
  await demoPanel(page).getByRole('button', { name: 'Deactivate me' }).click()
  await expect(demoPanel(page).getByText(/is deactivated and every session ended/)).toBeVisible()

  await page.reload()
  await expect.poll(() => pathOf(page)).toBe('/')
  await expect(landingHeadline(page)).toBeVisible()
  expect(await storedToken(page)).toBeNull()
})

test('reset demo data, once confirmed, brings back the seeded state', async ({ page, mock }) => {
  await mock.deactivateUser(personas.regular.email)
  await pageFetch(page, contract.auth.forgotPassword.path, {
    method: 'POST',
    form: { email: personas.probationary.email },
  })

  // The inbox may also hold the day's "Your leave starts tomorrow" e-mails (mocks/leave-reminders.ts),
  // which a fresh seed sends again: the journey follows the e-mail it caused.
  const resetCodeEmail = demoPanel(page)
    .getByRole('listitem')
    .filter({ hasText: `To ${personas.probationary.email}` })
  await openDemoPanel(page, 'Inbox')
  await expect(resetCodeEmail).toHaveCount(1)
  await demoPanel(page).getByRole('button', { name: 'Reset demo data…' }).click()
  await Promise.all([
    page.waitForEvent('load'),
    demoPanel(page).getByRole('button', { name: 'Reset and reload' }).click(),
  ])

  await openDemoPanel(page, 'Inbox')
  const inboxRead = demoPanel(page)
    .getByRole('list', { name: 'E-mails, newest first' })
    .or(demoPanel(page).getByText(/No e-mails yet/))
  await expect(inboxRead).toBeVisible()
  await expect(resetCodeEmail).toHaveCount(0)
  // Deactivated before the reset, active again after it.
  await switchTo(page, personas.regular)
})

test('the admin-only owner goes to the admin application; switching back clears the admin session', async ({
  page,
}) => {
  const cookieNames = async () => (await page.context().cookies()).map((cookie) => cookie.name)
  // VITE_ADMIN_APP_URL is /admin, which this demo does not include: the app there moves on to /.
  const visited: string[] = []
  page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname))
  await openDemoPanel(page, 'Scenarios')
  await demoPanel(page)
    .getByRole('button', { name: `Sign in as ${personas.owner.full_name}` })
    .click()
  await expect.poll(() => visited).toContain('/admin')
  expect(await cookieNames()).toContain('admin_profile')

  await switchTo(page, personas.regular)
  expect(await cookieNames()).not.toContain('admin_profile')
  await page.reload()
  await expect(page.getByText(dashboardGreeting(personas.regular.full_name))).toBeVisible()
})

test('HR approves a request from the Approvals tab: the dashboard follows at once; its receipt still opens after a reload', async ({
  page,
}) => {
  test.slow() // a rich journey: an upload, a reload and two axe runs
  await switchTo(page, personas.regular)
  // An expense filed with a receipt, as the expense form files it: multipart, with the person's token.
  const filed = await page.evaluate(
    async ({ path, token, marker }) => {
      const form = new FormData()
      form.append('type', 'item')
      form.append('item_name', 'Laptop riser for the demo')
      form.append('costing', '1850')
      form.append(
        'attachments[0]',
        new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'riser-receipt.pdf', {
          type: 'application/pdf',
        }),
      )
      // The test's own request, not the app's: the API recorder leaves it out.
      const headers = { Authorization: `Bearer ${token}`, [marker]: '1' }
      const response = await fetch(path, { method: 'POST', body: form, headers })
      return (await response.json()) as { data: { attachments: { url: string }[] } }
    },
    { path: contract.expense.create.path, token: await storedToken(page), marker: TEST_REQUEST_HEADER },
  )
  const receiptUrl = filed.data.attachments[0]?.url ?? 'no receipt'

  // The bytes were kept in the browser's IndexedDB, not in the page's memory: a reload keeps them.
  await page.reload()
  await expect(page.getByText(dashboardGreeting(personas.regular.full_name))).toBeVisible()
  const receipt = await pageFetch(page, receiptUrl)
  expect(receipt.status).toBe(200)
  expect(String(receipt.body)).toMatch(/^%PDF-1\.4/)

  const expenseCount = page.getByRole('listitem').filter({ hasText: 'Expense requests' })
  const before = Number((await expenseCount.textContent())?.match(/(\d+) awaiting approval/)?.[1])
  await openDemoPanel(page, 'Approvals')
  const summary = 'Expense (item): Laptop riser for the demo (₱1,850.00)'
  await expect(demoPanel(page).getByText(summary)).toBeVisible()
  await expectNoA11yViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoA11yViolations(page)

  await demoPanel(page).getByRole('textbox', { name: 'Remarks with the next decision (optional)' }).fill('Go ahead.')
  await demoPanel(page)
    .getByRole('button', { name: `Approve ${summary}` })
    .focus()
  await page.keyboard.press('Enter')
  await expect(demoPanel(page).getByRole('status')).toHaveText(
    new RegExp(`^${summary.replace(/[()₱.]/g, '\\$&')}: approved\\.`),
  )
  await expect(demoPanel(page).getByRole('button', { name: `Approve ${summary}` })).toBeHidden()
  // No reload: the panel told the app its data changed.
  await expect(expenseCount).toContainText(before === 1 ? 'None awaiting approval' : `${before - 1} awaiting approval`)
})
