import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { contract } from '@contract'
import type { TaxCertificate, TaxCertificateList } from '@contract/payslip'
import { formatPeso } from '@/lib/format'
import { formatDate, formatDateRange } from '@/lib/dates'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { signedInData } from './support/session'
import { LAPTOP, PHONE } from './support/shell'

// /payslip's BIR Form 2316 section (src/features/payslip/components/tax-certificates-card.tsx) as Maria
// Santos uses it for her income tax return: last year's certificate, its figures revealed, its PDF. The
// seed is relative to today: hired 430 days ago, she was paid the last cut-offs of last year.

const section = (page: Page) => page.getByRole('region', { name: 'Tax certificates (BIR Form 2316)' })

test.describe('a regular employee gets her BIR Form 2316', () => {
  test.use({ persona: 'regular' })

  for (const [device, viewport] of [
    ['a laptop', LAPTOP],
    ['a phone', PHONE],
  ] as const) {
    test(`on ${device}, by keyboard: sees last year's certificate, reveals its figures and downloads the PDF`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/payslip')
      await expect(page.getByRole('heading', { level: 1, name: 'Payslip' })).toBeVisible()

      const list = await signedInData<TaxCertificateList>(page, contract.payslip.taxCertificates.path)
      const [latest] = list.certificates
      if (!latest) throw new Error('Maria has a certificate for last year')
      const { year } = latest
      const certificate = await signedInData<TaxCertificate>(
        page,
        contract.payslip.taxCertificate.path.replace(':year', String(year)),
      )

      const card = section(page).getByRole('article', { name: String(year) })
      await expect(card).toContainText(
        `${certificate.employer} · ${formatDateRange(certificate.period_from, certificate.period_to)}`,
      )
      if (list.upcoming) {
        await expect(section(page)).toContainText(
          `Your BIR Form 2316 for ${list.upcoming.year} will be here by ${formatDate(list.upcoming.available_by)}.`,
        )
      }
      await expect(card.getByText('Gross compensation')).toBeVisible()
      await expect(card).not.toContainText(formatPeso(certificate.summary.gross_compensation))
      await expectNoA11yViolations(page)

      // Reveal by keyboard: focus the section's switch, then Enter.
      const reveal = section(page).getByRole('button', { name: 'Show amounts' })
      await reveal.focus()
      await page.keyboard.press('Enter')
      await expect(section(page).getByRole('button', { name: 'Hide amounts' })).toBeFocused()
      for (const amount of [
        certificate.summary.gross_compensation,
        certificate.summary.taxable_compensation,
        certificate.summary.tax_due,
        certificate.summary.tax_withheld,
      ]) {
        await expect(card).toContainText(formatPeso(amount))
      }
      await expectNoA11yViolations(page)

      // Tab from the switch reaches the year's Download PDF; Enter saves the server's PDF, named by the year.
      await page.keyboard.press('Tab')
      const downloadButton = card.getByRole('button', { name: `Download PDF of the ${year} certificate` })
      await expect(downloadButton).toBeFocused()
      const downloading = page.waitForEvent('download')
      await page.keyboard.press('Enter')
      const download = await downloading
      expect(download.suggestedFilename()).toBe(`bir-2316-${year}.pdf`)
      const bytes = await readFile(await download.path())
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(bytes.toString('latin1')).toContain('Certificate of Compensation Payment / Tax Withheld')
    })
  }
})
