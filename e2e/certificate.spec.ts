import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { addDays } from '@mocks/rules/working-days'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { demoPanel, openDemoPanel } from './support/demo-panel'
import { pickDay } from './support/request-forms'
import { LAPTOP, PHONE } from './support/shell'

// /certificate (src/features/certificate) as Maria Santos uses it: ask for a certificate of employment
// with her pay, HR approves it with the pay in the demo panel's Approvals, the bell tells her, and she
// downloads the signed PDF from the request's detail. Dates come from the mock's clock.

const formDialog = (page: Page) => page.getByRole('dialog', { name: 'Request a certificate' })
const detailPanel = (page: Page) =>
  page.getByRole('dialog', { name: 'Certificate of employment request' }).filter({ hasText: 'Status history' })
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
const search = (page: Page) => new URL(page.url()).searchParams

test.use({ persona: 'regular' })

test('asks for a certificate with the pay, HR approves it with the pay, the bell tells her, and the PDF downloads', async ({
  page,
  mock,
}) => {
  // A rich journey (six axe runs, a filing, an approval, a notification and a download).
  test.setTimeout(150_000)
  await page.setViewportSize(LAPTOP)
  await page.goto('/certificate')
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate of Employment' })).toBeVisible()
  await expect(page.getByText('You have not asked for a certificate of employment yet.')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Request a certificate' }).click()
  const form = formDialog(page)
  await form.getByRole('combobox', { name: 'Purpose' }).click()
  await page.getByRole('option', { name: 'Bank or housing loan' }).click()
  await form.getByRole('textbox', { name: 'Addressed to (optional)' }).fill('BDO Unibank, Housing Loans')
  await form.getByRole('combobox', { name: 'Compensation' }).click()
  await page.getByRole('option', { name: 'Show my monthly basic pay' }).click()
  await form.getByRole('combobox', { name: 'Copies' }).click()
  await page.getByRole('option', { name: '2', exact: true }).click()
  const neededBy = addDays((await mock.clock()).manila_date, 7)
  await form.getByRole('combobox', { name: 'Needed by' }).click()
  await pickDay(page, neededBy)
  await expect(page.getByRole('grid')).toHaveCount(0)
  await expectNoA11yViolations(page)
  await form.getByRole('button', { name: 'File certificate request' }).click()

  // Filed: its detail opens, pending, with no download yet.
  const detail = detailPanel(page)
  await expect(detail.getByText('Bank or housing loan').first()).toBeVisible()
  await expect(detail.getByText('Pending', { exact: true }).first()).toBeVisible()
  await expect(detail.getByRole('button', { name: 'Download certificate' })).toHaveCount(0)
  const id = Number(search(page).get('request'))
  await expect(page.getByText('Your certificate request was filed and is waiting for approval.')).toHaveCount(0)
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(detail).toHaveCount(0)

  // HR approves it in the demo panel, allowing the pay she asked for.
  await openDemoPanel(page, 'Approvals')
  const summary = `Certificate of employment (Bank or housing loan), 2 copies, needed by`
  const entry = demoPanel(page).getByRole('listitem').filter({ hasText: summary })
  await entry.getByRole('checkbox', { name: 'Show the monthly basic pay (the employee asked for it)' }).check()
  await entry.getByRole('button', { name: /^Approve Certificate of employment/ }).click()
  await expect(demoPanel(page).getByRole('status')).toHaveText(/^Certificate of employment .*: approved\./)
  await page.keyboard.press('Escape')
  await expect(demoPanel(page)).toBeHidden()

  // The bell tells her at once; its notification opens the request, approved, with the download.
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'You have a new notification: Certificate of employment approved',
  )
  await bell(page).click()
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /Certificate of employment approved/ })
    .first()
    .click()
  await expect.poll(() => search(page).get('request')).toBe(String(id))
  await expect(detail.getByText('Approved', { exact: true }).first()).toBeVisible()
  await expect(detail.getByText('The monthly basic pay is shown')).toBeVisible()
  await expectNoA11yViolations(page)

  const downloading = page.waitForEvent('download')
  await detail.getByRole('button', { name: 'Download certificate' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`certificate-of-employment-${id}.pdf`)
  const pdf = (await readFile(await download.path())).toString('latin1')
  expect(pdf.startsWith('%PDF-')).toBe(true)
  for (const text of [
    'CERTIFICATE OF EMPLOYMENT',
    'BDO Unibank, Housing Loans:',
    'This is to certify that Maria Santos',
    'as Senior Software Engineer, a regular employee',
    'Their monthly basic pay is PHP 58,500.00.',
    'for: Bank or housing loan.',
  ])
    expect(pdf).toContain(text)

  await page.setViewportSize(PHONE)
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(detail).toHaveCount(0)
  await expectNoA11yViolations(page)
  await page.goto('/certificate?new=true')
  await expect(formDialog(page)).toBeVisible()
  await expectNoA11yViolations(page)
})
