import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { contract } from '@contract'
import { monthOptions } from '@contract/options'
import type { Payslip } from '@contract/payslip'
import { formatPeso } from '@/lib/format'
import { formatDateRange } from '@/lib/dates'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { signedInData } from './support/session'
import { LAPTOP, PHONE } from './support/shell'

// /payslip and a payslip's page (src/features/payslip) as Maria Santos uses them on payday. The seed
// is relative to today: her latest payslip is the last cut-off paid, and it and the one before are
// unopened.

const search = (page: Page) => new URL(page.url()).searchParams
const rows = (page: Page) => page.getByRole('table', { name: 'Payslips' }).getByRole('row')
const payslipMenuLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Payslip/ })

test.describe('a regular employee reads her payslips', () => {
  test.use({ persona: 'regular' })

  test('filters by year and month in the URL, opens the latest (the count drops), sees the API’s figures, downloads the PDF and prints the payslip alone', async ({
    page,
  }) => {
    test.slow() // a rich journey: four axe runs, a reload, a download and print media
    await page.setViewportSize(LAPTOP)
    await page.goto('/payslip')
    await expect(page.getByRole('heading', { level: 1, name: 'Payslip' })).toBeVisible()
    await expect(page.getByText(/^Showing 1–10 of \d+$/)).toBeVisible()
    await expect(payslipMenuLink(page)).toHaveAccessibleName('Payslip, 2 unviewed')
    await expectNoA11yViolations(page)

    const latest = await signedInData<Payslip>(page, contract.payslip.latest.path)
    const period = formatDateRange(latest.period_start, latest.period_end)
    const month = monthOptions[latest.payslip_month - 1]!.label

    // Year and month through the filters, kept in the URL across a reload.
    await page.getByRole('combobox', { name: 'Year' }).click()
    await page.getByRole('option', { name: String(latest.payslip_year), exact: true }).click()
    await expect.poll(() => search(page).get('payslip_year')).toBe(String(latest.payslip_year))
    await page.getByRole('combobox', { name: 'Month' }).click()
    await page.getByRole('option', { name: month, exact: true }).click()
    await expect.poll(() => search(page).get('payslip_month')).toBe(String(latest.payslip_month))
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveText(String(latest.payslip_year))
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveText(month)
    const row = rows(page).filter({ hasText: period })
    await expect(row).toContainText('New')
    for (const other of await rows(page).all()) {
      if ((await other.getByRole('cell').count()) > 0) await expect(other).toContainText(month.slice(0, 3))
    }

    // Opened: its page, and one unviewed payslip fewer in the sidebar.
    await row.getByRole('link', { name: `View payslip for ${period}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Payslip for ${period}` })).toBeVisible()
    await expect(payslipMenuLink(page)).toHaveAccessibleName('Payslip, 1 unviewed')

    // Every line as the API gives it.
    const payslip = await signedInData<Payslip>(page, contract.payslip.get.path.replace(':id', String(latest.id)))
    const earnings = page.getByRole('table', { name: 'Earnings' })
    for (const line of payslip.earnings) {
      await expect(earnings.getByRole('row', { name: line.label })).toContainText(formatPeso(line.amount))
    }
    const deductions = page.getByRole('table', { name: 'Deductions' })
    for (const line of payslip.deductions) {
      const shown = deductions.getByRole('row', { name: line.label })
      await expect(shown).toContainText(formatPeso(line.amount))
      if (line.employer_share !== undefined) await expect(shown).toContainText(formatPeso(line.employer_share))
    }
    await expect(earnings.getByRole('row', { name: 'Gross pay' })).toContainText(formatPeso(payslip.gross_pay))
    await expect(page.getByText(formatPeso(payslip.net_pay), { exact: true })).toBeVisible()
    await expect(
      page.getByRole('table', { name: `Year to date (${payslip.payslip_year})` }).getByRole('row', { name: 'Net pay' }),
    ).toContainText(formatPeso(payslip.year_to_date.net_pay))
    await expectNoA11yViolations(page)

    // The server's PDF, named by its period.
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PDF' }).click()
    const download = await downloading
    const cutoff = payslip.cutoff.replace('_', '-')
    const mm = String(payslip.payslip_month).padStart(2, '0')
    expect(download.suggestedFilename()).toBe(`payslip-${payslip.payslip_year}-${mm}-${cutoff}.pdf`)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // Print: the browser's dialog is asked for, and print media shows the payslip alone.
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', 'yes')
    })
    await page.getByRole('button', { name: 'Print' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes')
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { level: 1, name: `Payslip for ${period}` })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Deductions' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden()
    await expect(page.getByRole('link', { name: '← All payslips' })).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await expect(page.getByRole('banner')).toBeVisible()

    // On a phone: the payslip, then the list as cards.
    await page.setViewportSize(PHONE)
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: '← All payslips' }).click()
    await expect(page.getByText(/^Showing 1–10 of \d+$/)).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
