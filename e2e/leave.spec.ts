import type { Page } from '@playwright/test'
import { weekdayOf } from '@contract/dates/business-date'
import { addDays } from '@mocks/rules/working-days'
import { DEMO_PASSWORD, personas } from '@mocks/seed/personas'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { chooseType, freeWorkingDays, pickRange, takenDates } from './support/leave-form'
import type { MockControls } from './support/mock-controls'
import { PDF, pickDay } from './support/request-forms'
import { LAPTOP, PHONE } from './support/shell'

// /leave (src/features/leave) as Maria Santos uses it: file, follow, cancel. Dates are found from the
// demo's own data (the seed is relative to today), so the journeys hold on any day.

const MINUTE = 60_000

const search = (page: Page) => new URL(page.url()).searchParams
const formDialog = (page: Page) => page.getByRole('dialog', { name: 'Request leave' })
const detailPanel = (page: Page) => page.getByRole('dialog', { name: /request$/ }).filter({ hasText: 'Status history' })
const balance = (page: Page, type: string) =>
  page.getByRole('region', { name: 'Leave balances' }).getByRole('listitem').filter({ hasText: type })

/** The first Saturday after `after`. */
function nextSaturday(after: string): string {
  let day = addDays(after, 1)
  while (weekdayOf(day) !== 6) day = addDays(day, 1)
  return day
}

async function today(mock: MockControls) {
  return (await mock.clock()).manila_date
}

test.describe('a regular employee files leave', () => {
  test.use({ persona: 'regular' })

  test('files a vacation leave with a PDF and sees it pending everywhere; a weekend range, a wrong file and an overlap are refused; a half day on one date', async ({
    page,
    mock,
  }) => {
    // A rich journey (four axe runs, two filings and the dashboard): about 70 s on two busy cores.
    test.setTimeout(150_000)
    await page.setViewportSize(LAPTOP)
    await page.goto('/leave')
    await expect(page.getByRole('heading', { level: 1, name: 'Leave Request' })).toBeVisible()
    await expect(page.getByText(/^Showing 1–10 of \d+$/)).toBeVisible()
    await expectNoA11yViolations(page)

    const day = await today(mock)
    const [first, second, third] = freeWorkingDays(day, await takenDates(page), 3)
    const vacationBefore = (await balance(page, 'Vacation Leave').textContent()) ?? ''
    // Entitled: the year's accrual and the days carried over (docs/product/philippines.md#leave-accrual).
    const [, left, entitled] = /([\d.]+) of ([\d.]+) days left/.exec(vacationBefore) ?? []
    const leftBefore = Number(left)

    await page.getByRole('button', { name: 'Request leave' }).click()
    const form = formDialog(page)
    await expect(form).toBeVisible()
    expect(search(page).get('new')).toBe('true')
    await expectNoA11yViolations(page)

    // By keyboard, the WAI-ARIA date picker dialog: Enter opens the calendar with focus on a day in it;
    // Escape closes it with focus back on Dates, and Tab goes on to Reason.
    const dates = form.getByRole('combobox', { name: /^Dates/ })
    await dates.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('grid').locator('button[data-day]:focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('grid')).toHaveCount(0)
    await expect(dates).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(form.getByRole('textbox', { name: 'Reason' })).toBeFocused()
    // Enter on a first and a last day: focus is back on Dates, which reads the range; Tab goes on
    // (docs/decisions/0017-shared-form-controls.md).
    await dates.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('grid').locator('button[data-day]:focus')).toHaveCount(1)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('grid')).toHaveCount(1)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('grid')).toHaveCount(0)
    await expect(dates).toBeFocused()
    await expect(dates).toHaveText(/^\d{1,2}(–\d{1,2})? \w{3}/)
    await page.keyboard.press('Tab')
    await expect(form.getByRole('textbox', { name: 'Reason' })).toBeFocused()

    // A weekend holds no working day: said at once, and refused by the server under the dates.
    await chooseType(form, page, 'Vacation Leave')
    const saturday = nextSaturday(day)
    await pickRange(form, page, saturday, addDays(saturday, 1))
    const noWorkingDay = 'These dates fall on weekends or holidays only, so there is no working day to take as leave.'
    await expect(form.getByText(noWorkingDay)).toBeVisible()
    await form.getByRole('textbox', { name: 'Reason' }).fill('Christmas shopping in Divisoria.')
    await form.getByRole('button', { name: 'File leave request' }).click()
    await expect(form.locator('[id$="-dates-error"]')).toHaveText(noWorkingDay)

    // Attachments: a wrong type is refused before any upload; a PDF is taken.
    const files = form.locator('input[type="file"]')
    await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(form.getByText(/“notes\.txt” was not added\./)).toBeVisible()
    await files.setInputFiles({ name: 'itinerary.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(form.getByText('itinerary.pdf').first()).toBeVisible()

    await pickRange(form, page, first!, second!)
    // The balance on the first day is what has accrued by then, less every request of the year.
    const line = form.getByText(
      /^This charges 2 working days\. On .+ your Vacation Leave balance is [\d.]+ days?; [\d.]+ days? left after it\.$/,
    )
    await expect(line).toBeVisible()
    const [, onFirstDay, after] =
      /balance is ([\d.]+) days?; ([\d.]+) days? left/.exec((await line.textContent()) ?? '') ?? []
    expect(Number(after)).toBeCloseTo(Number(onFirstDay) - 2, 2)
    await form.getByRole('button', { name: 'File leave request' }).click()

    // Filed: its detail opens, pending, with the PDF opened through its signed link.
    const detail = detailPanel(page)
    await expect(detail.getByRole('heading', { name: 'Vacation Leave request' })).toBeVisible()
    await expect(detail.getByText('Christmas shopping in Divisoria.')).toBeVisible()
    await expect(detail.getByText('Pending', { exact: true }).first()).toBeVisible()
    expect(search(page).get('new')).toBeNull()
    await expectNoA11yViolations(page)
    const popup = page.waitForEvent('popup')
    await detail.getByRole('button', { name: /itinerary\.pdf/ }).click()
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/)
    await (await popup).close()
    await page.keyboard.press('Escape')
    await expect(detail).toHaveCount(0)

    const firstRow = page.getByRole('table', { name: 'Leave requests' }).getByRole('row').nth(1)
    await expect(firstRow).toContainText('Vacation Leave')
    await expect(firstRow).toContainText('Pending')
    await expect(balance(page, 'Vacation Leave')).toContainText(`${leftBefore - 2} of ${entitled} days left`)

    // The same dates again overlap the leave just filed: refused under the dates.
    await page.getByRole('button', { name: 'Request leave' }).click()
    await chooseType(form, page, 'Sick Leave')
    await pickRange(form, page, first!, second!)
    await expect(form.getByText(/You already have leave on/)).toBeVisible()
    await form.getByRole('textbox', { name: 'Reason' }).fill('Check-up.')
    await form.getByRole('button', { name: 'File leave request' }).click()
    await expect(form.locator('[id$="-dates-error"]')).toContainText('These dates overlap your vacation leave')

    // A half day takes one date and charges half a day.
    await chooseType(form, page, 'Half Day (Morning)')
    await form.getByRole('combobox', { name: /^Date/ }).click()
    await pickDay(page, third!)
    await expect(form.getByText(/^This charges 0\.5 working days\. On .+ left after it\.$/)).toBeVisible()
    await form.getByRole('button', { name: 'File leave request' }).click()
    await expect(detailPanel(page).getByRole('heading', { name: 'Half Day (Morning) request' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(balance(page, 'Vacation Leave')).toContainText(`${leftBefore - 2.5} of ${entitled} days left`)

    // The dashboard agrees.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Dashboard/ })
      .click()
    await expect(
      page.getByRole('region', { name: 'Leave balances' }).getByRole('listitem').filter({ hasText: 'Vacation Leave' }),
    ).toContainText(`${leftBefore - 2.5} of ${entitled} days left`)

    await page.setViewportSize(PHONE)
    await page.goto('/leave?new=true')
    await expect(formDialog(page)).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('filters and pages through the URL, cancels a pending leave, asks to cancel an approved one, and gets a draft back after a forced logout', async ({
    page,
    mock,
  }) => {
    // A rich journey (a reload, an approval, a forced logout and a login): about 70 s on two busy cores.
    test.setTimeout(150_000)
    await page.setViewportSize(LAPTOP)
    await page.goto('/leave')
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect.poll(() => search(page).get('page')).toBe('2')
    await expect(page.getByText(/^Showing 11–\d+ of \d+$/)).toBeVisible()
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Pending' }).click()
    await expect.poll(() => search(page).get('status')).toBe('pending')
    expect(search(page).get('page')).toBeNull()
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending')
    const rows = page.getByRole('table', { name: 'Leave requests' }).getByRole('row')
    await expect(rows.nth(1)).toContainText('Pending')

    // Cancel the newest pending request, with remarks.
    await rows.nth(1).getByRole('link', { name: /^View/ }).click()
    const detail = detailPanel(page)
    await expect(detail.getByRole('button', { name: 'Ask to cancel' })).toHaveCount(0)
    await detail.getByRole('button', { name: 'Cancel request' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this leave request?' })
    await confirm.getByRole('textbox', { name: 'Remarks' }).fill('Plans changed.')
    await expectNoA11yViolations(page)
    await confirm.getByRole('button', { name: 'Cancel request' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(detail.getByText('Plans changed.').first()).toBeVisible()
    await expect(detail.getByRole('button', { name: 'Cancel request' })).toHaveCount(0)
    const cancelledId = Number(search(page).get('request'))
    await page.keyboard.press('Escape')

    // HR approves another pending one; its owner then asks to cancel it.
    await expect(rows.nth(1).getByRole('link', { name: /^View/ })).toBeVisible()
    await rows.nth(1).getByRole('link', { name: /^View/ }).click()
    const approvedId = Number(search(page).get('request'))
    expect(approvedId).not.toBe(cancelledId)
    await mock.approveLeave(approvedId)
    await page.reload()
    await expect(detail.getByRole('button', { name: 'Ask to cancel' })).toBeVisible()
    await detail.getByRole('button', { name: 'Ask to cancel' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Ask to cancel this leave request?' })
    await ask.getByRole('textbox', { name: 'Reason for cancelling' }).fill('The trip was called off.')
    await ask.getByRole('button', { name: 'Ask to cancel' }).click()
    await expect(ask).toHaveCount(0)
    await expect(detail.getByText('For Cancellation').first()).toBeVisible()
    await page.setViewportSize(PHONE)
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expectNoA11yViolations(page)

    // A draft outlives a forced logout (the idle timeout) and comes back after the next login.
    await page.setViewportSize(LAPTOP)
    await page.goto('/leave?new=true')
    await formDialog(page).getByRole('textbox', { name: 'Reason' }).fill('Draft that must survive.')
    await mock.advanceClock(15 * MINUTE + 1_000)
    await expect(page.getByRole('alertdialog', { name: 'Session Timeout Warning' })).toBeVisible()
    await mock.advanceClock(2 * MINUTE)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await page.getByRole('button', { name: 'Login' }).first().click()
    const login = page.getByRole('dialog', { name: 'Log in' })
    await login.getByLabel('Email').fill(personas.regular.email)
    await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await login.getByRole('button', { name: 'Log in' }).click()
    await expect(formDialog(page).getByRole('textbox', { name: 'Reason' })).toHaveValue('Draft that must survive.')
  })
})
