import type { Page } from '@playwright/test'
import { contract } from '@contract'
import type { PayslipChanges, PayslipSummary, ThirteenthMonth } from '@contract/payslip'
import { personas } from '@mocks/seed/personas'
import { formatPeso } from '@/lib/format'
import { formatDateRange } from '@/lib/dates'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { dashboardGreeting } from './support/dashboard'
import { signedInData } from './support/session'
import { LAPTOP, PHONE } from './support/shell'

// docs/product/screen-expectations.md#payslips, as Maria Santos meets it: her 13th-month pay so far on /payslip and on the
// dashboard's payslip card (hidden until revealed), and "Why did my net pay change?" under a payslip.
// The demo's seed is relative to today, so the figures are the API's (the mock tests hold the literal ones).

const region = (page: Page, name: string) => page.getByRole('region', { name })

/** Presses a button or link from the keyboard: focused, then Enter. */
async function press(page: Page, target: ReturnType<Page['getByRole']>) {
  await target.focus()
  await expect(target).toBeFocused()
  await page.keyboard.press('Enter')
}

test.use({ persona: 'regular' })

test('reveals the 13th-month pay so far on /payslip and the dashboard, then reads why a payslip’s net pay changed, by keyboard, on a laptop and a phone', async ({
  page,
}) => {
  test.slow() // two pages, three axe runs
  await page.setViewportSize(LAPTOP)
  await page.goto('/payslip')
  await expect(page.getByRole('heading', { level: 1, name: 'Payslip' })).toBeVisible()
  const soFar = await signedInData<ThirteenthMonth>(page, contract.payslip.thirteenthMonth.path)
  expect(soFar.payslips_counted).toBeGreaterThan(0)

  // /payslip: the card says what and when, the amounts stay out of the page until revealed.
  const card = region(page, '13th-month pay')
  await expect(card).toContainText('13th-month pay so far')
  await expect(card).toContainText('Due by 24 Dec')
  await expect(card).not.toContainText(formatPeso(soFar.earned_so_far))
  await expectNoA11yViolations(page)
  await press(page, region(page, 'Latest payslip').getByRole('button', { name: 'Show amounts' }))
  await expect(card).toContainText(formatPeso(soFar.earned_so_far))
  await expect(card).toContainText(`Tax-exempt: ${formatPeso(soFar.tax_exempt_part)}`)
  await expectNoA11yViolations(page)

  // The dashboard's payslip card carries it too, revealed with the net pay.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByText(dashboardGreeting(personas.regular.full_name))).toBeVisible()
  const payslipCard = region(page, 'Latest payslip')
  await expect(payslipCard).toContainText('13th-month pay so far')
  await expect(payslipCard).not.toContainText(formatPeso(soFar.earned_so_far))
  await press(page, payslipCard.getByRole('button', { name: 'Show amounts' }))
  await expect(payslipCard).toContainText(formatPeso(soFar.earned_so_far))
  await expectNoA11yViolations(page)
})

test('reads why a payslip’s net pay changed from the one before, net first and line by line, opened by keyboard, on a laptop and a phone', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP)
  await page.goto('/payslip')
  const latest = await signedInData<PayslipSummary>(page, contract.payslip.latest.path)
  const period = formatDateRange(latest.period_start, latest.period_end)
  await press(page, region(page, 'Latest payslip').getByRole('link', { name: `View payslip for ${period}` }))
  await expect(page.getByRole('heading', { level: 1, name: `Payslip for ${period}` })).toBeVisible()
  const changes = await signedInData<PayslipChanges>(
    page,
    contract.payslip.changes.path.replace(':id', String(latest.id)),
  )
  const section = region(page, 'Why did my net pay change?')
  // Maria has a year of payslips, so her latest always has one before it (the first payslip's wording is
  // the route test's).
  expect(changes.previous).not.toBeNull()
  const net = formatPeso(Math.abs(changes.net_pay_change))
  await expect(section.getByText(/^Your net pay/)).toContainText(
    changes.net_pay_change === 0 ? 'is the same' : `by ${net} from your payslip for`,
  )
  const items = section.getByRole('listitem')
  await expect(items).toHaveCount(changes.lines.length)
  for (const [index, line] of changes.lines.entries()) {
    await expect(items.nth(index)).toContainText(line.label)
    await expect(items.nth(index)).toContainText(formatPeso(Math.abs(line.change)))
  }
  await expectNoA11yViolations(page)

  // On a phone: the section fits the width and stays clean.
  await page.setViewportSize(PHONE)
  await expect(section).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: '← All payslips' }).click()
  await expect(region(page, '13th-month pay')).toBeVisible()
  await expectNoA11yViolations(page)
})
