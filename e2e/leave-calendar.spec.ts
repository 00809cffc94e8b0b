import type { Page } from '@playwright/test'
import { addDays } from '@mocks/rules/working-days'
import { formatMonth } from '@/lib/dates/format-month'
import { expect, expectNoA11yViolations, test } from './fixtures'

// The leave calendar (src/features/leave-calendar) of the main persona, whose teammates have approved
// leave around today in the seeded demo data.

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 800 }

const nextMonth = (month: string) => addDays(`${month}-28`, 7).slice(0, 7)
const monthTitle = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).first()
const grid = (page: Page) => page.getByRole('grid')
const dayButton = (page: Page, date: string) => grid(page).locator(`button[data-date="${date}"]`)
const focusedDate = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-date'))

type CalendarAnswer = {
  data: { date: string; leaves: { employee_name: string; is_mine: boolean }[] }[]
}

test.describe('a regular employee', () => {
  test.use({ persona: 'regular' })

  test('reaches the calendar from the dashboard, sees holidays and who is away, moves months by keyboard and buttons, and keeps the month on reload and on a phone', async ({
    page,
    mock,
  }) => {
    test.slow() // a rich journey: two axe runs, a reload and a phone layout
    await page.setViewportSize(LAPTOP)
    await page.goto('/dashboard')
    const today = (await mock.clock()).manila_date
    const thisMonth = today.slice(0, 7)
    const calendarAnswer = page.waitForResponse((response) =>
      response.url().includes(`/leaves/calendar?month=${thisMonth}`),
    )
    await page.getByRole('region', { name: 'My upcoming leave' }).getByRole('link', { name: 'Leave calendar' }).click()
    await expect(page).toHaveURL(/\/leave-calendar$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Leave Calendar' })).toBeVisible()
    await expect(monthTitle(page)).toHaveText(formatMonth(thisMonth))
    await expect(grid(page)).not.toHaveAttribute('aria-busy')

    // Today is marked; a day a teammate is away names them, and them only.
    await expect(dayButton(page, today)).toHaveAttribute('aria-current', 'date')
    const { data: days } = (await (await calendarAnswer).json()) as CalendarAnswer
    const teammateDay = days.find((day) => day.leaves.some((leave) => !leave.is_mine))
    expect(teammateDay, 'a teammate away this month in the demo data').toBeDefined()
    if (!teammateDay) return
    const teammate = teammateDay.leaves.find((leave) => !leave.is_mine)?.employee_name ?? ''
    await expect(dayButton(page, teammateDay.date)).toHaveAccessibleName(/teammates? away/)
    await dayButton(page, teammateDay.date).click()
    const details = page.getByRole('region', { name: /^\d{1,2} \w{3} \d{4}$/ })
    await expect(details.getByRole('list', { name: 'Away' })).toContainText(teammate)
    await expectNoA11yViolations(page)

    // The keyboard: a day to the right (on the month's last day, into the next month), then a month on
    // with Page Down, in the address.
    await dayButton(page, today).focus()
    await page.keyboard.press('ArrowRight')
    const tomorrow = addDays(today, 1)
    await expect.poll(() => focusedDate(page)).toBe(tomorrow)
    await page.keyboard.press('PageDown')
    const tomorrowsMonth = tomorrow.slice(0, 7)
    const followingMonth = nextMonth(tomorrowsMonth)
    await expect(monthTitle(page)).toHaveText(formatMonth(followingMonth))
    await expect(page).toHaveURL(new RegExp(`\\?month=${followingMonth}$`))
    expect((await focusedDate(page))?.slice(0, 7)).toBe(followingMonth)

    // A reload keeps the month; the buttons move back and on to December, with its holidays by kind.
    await page.reload()
    await expect(monthTitle(page)).toHaveText(formatMonth(followingMonth))
    const months = page.getByRole('navigation', { name: 'Months' })
    await months.getByRole('link', { name: 'Previous month' }).click()
    await expect(monthTitle(page)).toHaveText(formatMonth(tomorrowsMonth))
    const december = `${tomorrowsMonth.slice(0, 4)}-12`
    // One click at a time, each awaited on screen: a click read against the old title overshoots.
    for (let month = tomorrowsMonth; month !== december;) {
      month = nextMonth(month)
      await months.getByRole('link', { name: 'Next month' }).click()
      await expect(monthTitle(page)).toHaveText(formatMonth(month))
    }
    await expect(page).toHaveURL(new RegExp(`\\?month=${december}$`))
    await expect(dayButton(page, `${december}-25`)).toHaveAccessibleName(/Christmas Day \(regular holiday\)/)
    await expect(dayButton(page, `${december}-24`)).toHaveAccessibleName(/Christmas Eve \(special non-working day\)/)

    // A phone lists the month's busy days rather than a squeezed grid.
    await page.setViewportSize(PHONE)
    const agenda = page.getByRole('list', { name: `${formatMonth(december)}, day by day` })
    await expect(agenda).toBeVisible()
    await expect(grid(page)).toHaveCount(0)
    await expect(agenda.getByText('Christmas Day')).toBeVisible()
    await expect(agenda.getByText('Regular holiday').first()).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
