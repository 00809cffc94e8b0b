import type { Page } from '@playwright/test'
import { contract } from '@contract'
import type { LeaveBalanceOnDate, LeaveBalancePreview } from '@contract/leave'
import { formatDate } from '@/lib/dates'
import { formatDays } from '@/lib/format'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { chooseType, freeWorkingDays, leaveApi, pickRange, takenDates } from './support/leave-form'
import { pickDay } from './support/request-forms'
import { LAPTOP, PHONE } from './support/shell'

// The balance on a leave's dates (docs/product/philippines.md#leave-accrual), as Maria Santos meets it on /leave: the
// form's line for the dates she picks, the refusal of a leave longer than her balance, and "What will I have on…".
// The seed is relative to today, so the figures come from the API the app reads and the journey holds on any day.

const days = (count: number) => `${formatDays(count)} day${count === 1 ? '' : 's'}`
const formDialog = (page: Page) => page.getByRole('dialog', { name: 'Request leave' })
const dateCard = (page: Page) => page.getByRole('region', { name: 'What will I have on…' })

/** The first `count` consecutive free working days after `after`, in its year. */
const freeDaysAfter = async (page: Page, after: string, count: number) =>
  freeWorkingDays(after, await takenDates(page), count)

const preview = (page: Page, type: string, from: string, to: string) =>
  leaveApi<LeaveBalancePreview>(page, contract.leave.balancePreview.path, {
    type,
    date_started: from,
    date_finished: to,
  })

test.use({ persona: 'regular' })

test('the form shows the balance on the first day and the days charged, a leave longer than the balance is refused by how much, and the date card answers for a date', async ({
  page,
  mock,
}) => {
  // Two filings' worth of previews, three axe runs and a phone: about 40 s on two busy cores.
  test.setTimeout(120_000)
  await page.setViewportSize(LAPTOP)
  await page.goto('/leave')
  await expect(page.getByRole('heading', { level: 1, name: 'Leave Request' })).toBeVisible()
  const today = (await mock.clock()).manila_date

  // "What will I have on…", by keyboard: Enter opens the calendar on today, Enter takes it.
  const picker = dateCard(page).getByRole('combobox', { name: /^Date/ })
  await picker.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('grid').locator('button[data-day]:focus')).toHaveCount(1)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('grid')).toHaveCount(0)
  await expect(picker).toBeFocused()
  await expect(dateCard(page).getByRole('heading', { name: `On ${formatDate(today)}` })).toBeVisible()
  const [vacationToday] = await leaveApi<LeaveBalanceOnDate[]>(page, contract.leave.balancesOn.path, {
    date: today,
    type: 'vacation',
  })
  const vacationRow = dateCard(page).getByRole('listitem').filter({ hasText: 'Vacation Leave' })
  await expect(vacationRow).toContainText(days(vacationToday!.available_days))
  await expect(vacationRow).toContainText(`${formatDays(vacationToday!.accrued_days)} accrued`)
  await expectNoA11yViolations(page)

  // The form: two working days of vacation, with the balance on the first of them and what remains.
  await page.getByRole('button', { name: 'Request leave' }).click()
  const form = formDialog(page)
  await expect(form).toBeVisible()
  const [first, second] = await freeDaysAfter(page, today, 2)
  await chooseType(form, page, 'Vacation Leave')
  await pickRange(form, page, first!, second!)
  const vacation = await preview(page, 'vacation', first!, second!)
  await expect(
    form.getByText(
      `This charges 2 working days. On ${formatDate(first!)} your Vacation Leave balance is ${days(vacation.balance_on_start!)}; ${days(vacation.remaining_after!)} left after it.`,
    ),
  ).toBeVisible()

  // Emergency leave, granted whole: one working day more than its balance is short by that much.
  const [emergencyToday] = await leaveApi<LeaveBalanceOnDate[]>(page, contract.leave.balancesOn.path, {
    date: today,
    type: 'emergency',
  })
  const wanted = Math.floor(emergencyToday!.available_days) + 1
  const run = await freeDaysAfter(page, today, wanted)
  await chooseType(form, page, 'Emergency Leave')
  await pickRange(form, page, run[0]!, run.at(-1)!)
  const emergency = await preview(page, 'emergency', run[0]!, run.at(-1)!)
  expect(emergency.shortfall_days).toBeGreaterThan(0)
  const on = `on ${formatDate(run[0]!)} your Emergency Leave balance is ${days(emergency.balance_on_start!)}`
  await expect(
    form.getByText(
      `This charges ${days(wanted).replace('day', 'working day')}, but ${on}: ${days(emergency.shortfall_days)} short. File the rest as leave without pay.`,
    ),
  ).toBeVisible()
  await form.getByRole('textbox', { name: 'Reason' }).fill('Typhoon damage at home.')
  await form.getByRole('button', { name: 'File leave request' }).click()
  await expect(form.locator('[id$="-type-error"]')).toHaveText(
    `This request needs ${days(wanted)}, and on ${formatDate(run[0]!)} your emergency leave balance is ${days(emergency.balance_on_start!)}: ${days(emergency.shortfall_days)} short. File the rest as leave without pay.`,
  )
  await expectNoA11yViolations(page)

  // On a phone: the card answers a tapped date, and stays clean.
  await page.setViewportSize(PHONE)
  await page.goto('/leave')
  await dateCard(page).getByRole('combobox', { name: /^Date/ }).click()
  await pickDay(page, first!)
  await expect(dateCard(page).getByRole('heading', { name: `On ${formatDate(first!)}` })).toBeVisible()
  await expect(dateCard(page).getByRole('listitem').filter({ hasText: 'Vacation Leave' })).toContainText(
    days(vacation.balance_on_start!),
  )
  await expectNoA11yViolations(page)
})
