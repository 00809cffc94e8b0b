import type { Page } from '@playwright/test'
import { contract } from '@contract'
import type { Dashboard } from '@contract/dashboard'
import { addDays, isWorkingDay } from '@mocks/rules/working-days'
import { personas } from '@mocks/seed/personas'
import { formatDays } from '@/lib/format'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { dashboardGreeting } from './support/dashboard'
import { signedInData } from './support/session'
import type { MockControls } from './support/mock-controls'

// The dashboard of each employment type (src/features/dashboard), as each person sees it.

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 800 }

const card = (page: Page, name: string) => page.getByRole('region', { name })
const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 })

/**
 * The mood trend holds working days only, so the journey answers on one: the mock's clock moves to
 * 9:00 in Manila on the next working day when today is a weekend or a holiday. It moves from a page
 * outside the signed-in layout, whose idle timeout would take a jump of days for 15 idle minutes.
 */
async function onAWorkingDay(page: Page, mock: MockControls) {
  await page.goto('/404?status=404')
  let day = (await mock.clock()).manila_date
  if (isWorkingDay(day)) return
  while (!isWorkingDay(day)) day = addDays(day, 1)
  await mock.setClock(`${day}T09:00:00+08:00`)
}

test.describe('a regular employee', () => {
  test.use({ persona: 'regular' })

  test('sees every card, shares a mood in one tap and sees it in the trend, and reveals pay only on request', async ({
    page,
    mock,
  }) => {
    test.slow() // a rich journey: two axe runs, a clock move and a reload
    await page.setViewportSize(LAPTOP)
    await onAWorkingDay(page, mock)
    await page.goto('/dashboard')

    await expect(page.getByText(dashboardGreeting(personas.regular.full_name))).toBeVisible()
    await expect(cardTitles(page)).toHaveText([
      'Mood meter',
      'Leave balances',
      'Latest payslip',
      'Pending requests',
      'My upcoming leave',
      'Upcoming holidays',
      'Quick actions',
    ])
    // The figures move with the day the suite runs (the seed is relative to today), so the API says them.
    const { leave_balances: balances } = await signedInData<Dashboard>(page, contract.dashboard.get.path)
    const vacation = balances?.find((balance) => balance.type === 'vacation')
    await expect(
      card(page, 'Leave balances').getByText(
        `${formatDays(vacation?.remaining_days ?? NaN)} of ${formatDays(vacation?.entitled_days ?? NaN)} days left`,
      ),
    ).toBeVisible()
    await expect(card(page, 'Quick actions').getByRole('link')).toHaveText([
      'File a leave request',
      'File an expense request',
      'My profile',
      'Account settings',
    ])
    await expectNoA11yViolations(page)

    // Pay stays hidden until asked for.
    const payslip = card(page, 'Latest payslip')
    await expect(payslip.getByText(/₱[\d,]+\.\d\d/)).toHaveCount(0)
    await payslip.getByRole('button', { name: 'Show amounts' }).click()
    // The net pay, and the 13th-month pay so far under it (docs/product/screen-expectations.md#payslips).
    await expect(payslip.getByText(/^₱[\d,]+\.\d\d$/)).toHaveCount(2)
    await expect(payslip.getByText(/^₱[\d,]+\.\d\d$/).first()).toBeVisible()
    await payslip.getByRole('button', { name: 'Hide amounts' }).click()
    await expect(payslip.getByText(/₱[\d,]+\.\d\d/)).toHaveCount(0)

    // One tap, then today's answer and the trend with today in it.
    const meter = card(page, 'Mood meter')
    const trend = meter.getByRole('list', { name: 'Mood by working day' }).getByRole('listitem')
    await expect(trend).toHaveCount(7)
    await expect(trend.last()).toHaveText(/: not shared$/)
    await meter.getByRole('group', { name: 'How are you feeling today?' }).getByRole('button', { name: 'Good' }).click()
    await expect(meter.getByText("Today you're feeling good")).toBeVisible()
    await expect(page.getByText('Thank you for sharing how you feel today.')).toBeVisible()
    await expect(trend.last()).toHaveText(/: Good$/)
    await expect(meter.locator('svg circle.fill-current')).not.toHaveCount(0)

    await page.setViewportSize(PHONE)
    await expectNoA11yViolations(page)

    // Back the next time: the answer is on record, and pay is hidden again.
    await page.reload()
    await expect(card(page, 'Mood meter').getByText(/You can share again tomorrow/)).toBeVisible()
    await expect(card(page, 'Latest payslip').getByRole('button', { name: 'Show amounts' })).toBeVisible()
  })
})

test.describe('a probationary employee', () => {
  test.use({ persona: 'probationary' })

  test('sees leave and payslips but nothing of expense requests, on a phone too', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/dashboard')

    await expect(cardTitles(page)).toHaveText([
      'Mood meter',
      'Leave balances',
      'Latest payslip',
      'Pending requests',
      'My upcoming leave',
      'Upcoming holidays',
      'Quick actions',
    ])
    await expect(card(page, 'Pending requests').getByText('Leave requests')).toBeVisible()
    await expect(card(page, 'Pending requests').getByText('Expense requests')).toHaveCount(0)
    await expect(page.locator('a[href="/item"]')).toHaveCount(0)
    await expectNoA11yViolations(page)
  })
})

test.describe('an independent contractor', () => {
  test.use({ persona: 'contractor' })

  test('has a complete dashboard without leave or payslips: mood, holidays and quick links', async ({ page }) => {
    await page.setViewportSize(LAPTOP)
    await page.goto('/dashboard')

    await expect(page.getByText(dashboardGreeting(personas.contractor.full_name))).toBeVisible()
    await expect(cardTitles(page)).toHaveText(['Mood meter', 'Upcoming holidays', 'Quick actions'])
    await expect(page.getByRole('main').getByRole('link')).toHaveText(['My profile', 'Account settings'])
    await expect(card(page, 'Upcoming holidays').getByRole('listitem')).not.toHaveCount(0)
    await expectNoA11yViolations(page)
    await page.setViewportSize(PHONE)
    await expectNoA11yViolations(page)
  })
})
