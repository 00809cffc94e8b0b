import type { Locator, Page } from '@playwright/test'
import type { z } from 'zod'
import { contract } from '@contract'
import type { calendarDaySchema } from '@contract/leave'
import { addDays, isWorkingDay } from '@mocks/rules/working-days'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { PDF, pickDay } from './support/request-forms'
import { signedInData } from './support/session'
import { LAPTOP, PHONE } from './support/shell'

// The law's leave types (mocks/rules/statutory-leave.ts) as Maria Santos meets them: a solo parent leave
// needs her solo parent ID, and a colleague's confidential leave shows on the team calendar only as her
// being away (docs/decisions/0047-confidential-leave.md). Dates come from the demo's clock: the seed is
// relative to today, and Maria's seeded leaves end within 50 days of it.

const formDialog = (page: Page) => page.getByRole('dialog', { name: 'Request leave' })
const nextMonth = (month: string) => addDays(`${month}-28`, 7).slice(0, 7)

/** The working day on or after `date`, and the one after it. */
function twoWorkingDaysFrom(date: string): [string, string] {
  let first = date
  while (!isWorkingDay(first)) first = addDays(first, 1)
  let second = addDays(first, 1)
  while (!isWorkingDay(second)) second = addDays(second, 1)
  return [first, second]
}

async function chooseType(form: Locator, page: Page, type: string) {
  await form.getByRole('combobox', { name: 'Leave type' }).click()
  await page.getByRole('option', { name: type, exact: true }).click()
}

test.describe('statutory leave', () => {
  test.use({ persona: 'regular' })

  test('on a phone, by keyboard: a solo parent leave is refused until the solo parent ID is attached, then filed; the form says why paternity leave is not hers', async ({
    page,
    mock,
  }) => {
    test.slow() // a phone layout, three axe runs and a filing
    await page.setViewportSize(PHONE)
    await page.goto('/leave')
    await expect(page.getByRole('heading', { level: 1, name: 'Leave Request' })).toBeVisible()
    await page.getByRole('button', { name: 'Request leave' }).click()
    const form = formDialog(page)
    await expect(form.getByRole('button', { name: 'File leave request' })).toBeVisible()

    // The types she cannot choose, and why, open from the keyboard.
    const why = form.getByText('Why can’t I choose some leave types?')
    await why.focus()
    await page.keyboard.press('Enter')
    await expect(form.getByRole('list', { name: 'Leave types you cannot choose' })).toContainText(
      'Paternity Leave: Paternity leave is only for male employees (RA 8187).',
    )

    await chooseType(form, page, 'Solo Parent Leave (RA 11861)')
    await expect(form.getByText(/^Up to 7 working days with pay a year for a solo parent/)).toBeVisible()
    await expect(form.getByText('Attach: Solo parent ID.')).toBeVisible()
    await expectNoA11yViolations(page)

    const today = (await mock.clock()).manila_date
    const [first, second] = twoWorkingDaysFrom(addDays(today, 60))
    await form.getByRole('combobox', { name: /^Dates/ }).click()
    await pickDay(page, first)
    await pickDay(page, second)
    await expect(page.getByRole('grid')).toHaveCount(0)
    await form.getByRole('textbox', { name: 'Reason' }).fill('My daughter’s school recognition day.')
    await form.getByRole('button', { name: 'File leave request' }).click()
    await expect(form.getByText('Attach your solo parent ID (RA 11861).')).toBeVisible()
    await expectNoA11yViolations(page)

    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'solo-parent-id.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(form.getByText('solo-parent-id.pdf').first()).toBeVisible()
    await form.getByRole('button', { name: 'File leave request' }).focus()
    await page.keyboard.press('Enter')
    const detail = page.getByRole('dialog', { name: 'Solo Parent Leave (RA 11861) request' })
    await expect(detail.getByText('My daughter’s school recognition day.')).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('a colleague’s confidential leave shows on the team calendar as her being away, never its type', async ({
    page,
    mock,
  }) => {
    test.slow()
    await page.setViewportSize(LAPTOP)
    await page.goto('/leave-calendar')
    await expect(page.getByRole('heading', { level: 1, name: 'Leave Calendar' })).toBeVisible()
    const today = (await mock.clock()).manila_date
    // The seed puts Carmela Aquino's special leave for women about three weeks ahead: this month or the next.
    let found: { month: string; date: string } | null = null
    for (const month of [today.slice(0, 7), nextMonth(today.slice(0, 7))]) {
      const data = await signedInData<z.infer<typeof calendarDaySchema>[]>(
        page,
        `${contract.leave.calendar.path}?month=${month}`,
      )
      // A colleague's leave of any type reads `away`: the calendar tells no type apart.
      expect(
        new Set(data.flatMap((day) => day.leaves.filter((entry) => !entry.is_mine).map((entry) => entry.type))),
      ).toEqual(new Set(['away']))
      const day = data.find((candidate) =>
        candidate.leaves.some((entry) => entry.employee_name === 'Carmela Aquino' && entry.type === 'away'),
      )
      if (day) {
        found = { month, date: day.date }
        break
      }
    }
    expect(found, 'the seed gives a colleague a confidential leave within two months').not.toBeNull()
    if (!found) return
    await page.goto(`/leave-calendar?month=${found.month}`)

    const grid = page.getByRole('grid')
    await expect(grid).not.toHaveAttribute('aria-busy')
    await grid.locator(`button[data-date="${found.date}"]`).click()
    const details = page.getByRole('region', { name: /^\d{1,2} \w{3} \d{4}$/ })
    await expect(details.getByRole('list', { name: 'Away' })).toContainText('Carmela Aquino')
    await expect(page.getByRole('main')).not.toContainText(/Special Leave|Violence/i)
    await expectNoA11yViolations(page)

    await page.setViewportSize(PHONE)
    const agenda = page.getByRole('list', { name: /, day by day$/ })
    await expect(agenda).toContainText('Carmela Aquino')
    await expect(page.getByRole('main')).not.toContainText(/Special Leave|Violence/i)
    await expectNoA11yViolations(page)
  })
})
