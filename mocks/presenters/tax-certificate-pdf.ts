import type { TaxCertificate } from '@contract/payslip'
import { textPdf, type PdfLine } from './pdf'
import { peso } from '../rules/payroll'
import { dateRange, pdfAmount } from '../wording'

/**
 * The BIR Form 2316 as a one-page PDF laid out by the form's parts (not its boxes): Part I the employee,
 * Part II the employer, Part IV-A the summary, Part IV-B the details, with the form's item numbers. The
 * TIN is written in full: the certificate is the employee's own document, filed with their return.
 */
const AMOUNT_X = 430
const SIZE = 9

const row = (item: number | string | null, label: string, amount: number, bold = false): PdfLine[] => [
  { text: item === null ? label : `${item}  ${label}`, size: SIZE, bold, gap: 4 },
  { text: pdfAmount(amount), size: SIZE, bold, x: AMOUNT_X, sameLine: true },
]
const field = (label: string, value: string): PdfLine => ({ text: `${label}: ${value}`, size: SIZE, gap: 4 })
const heading = (text: string): PdfLine => ({ text, size: 10, bold: true, gap: 12 })

/** 000-000-000 or 000-000-000-000, as docs/product/philippines.md#formats writes a TIN. */
const tinText = (digits: string | null) => (digits ? (digits.match(/\d{1,3}/g) ?? []).join('-') : 'Not on file')

export const taxCertificateFileName = (year: number) => `bir-2316-${year}.pdf`

export function taxCertificatePdf(certificate: TaxCertificate): Uint8Array<ArrayBuffer> {
  const { employee, summary, non_taxable: exempt, taxable } = certificate
  const adjustment = summary.year_end_adjustment
  return textPdf([
    { text: 'BIR Form No. 2316', size: 9, bold: true },
    { text: 'Certificate of Compensation Payment / Tax Withheld', size: 14, bold: true, gap: 4 },
    { text: 'For Compensation Payment With or Without Tax Withheld', size: 8, gap: 3 },
    field('For the year', String(certificate.year)),
    field('For the period', dateRange(certificate.period_from, certificate.period_to)),
    heading('Part I - Employee Information'),
    field("Employee's TIN", tinText(employee.tin)),
    field("Employee's name (last name, first name, middle name)", employee.name),
    field('Registered address', employee.address ?? 'Not on file'),
    field('Employee number', employee.employee_no),
    heading('Part II - Employer Information (Present)'),
    field('TIN', tinText(certificate.employer_tin)),
    field("Employer's name", certificate.employer),
    field('Registered address', certificate.employer_address),
    field('Type of employer', 'Main employer'),
    heading('Part IV-A - Summary'),
    ...row(19, 'Gross compensation income from present employer', summary.gross_compensation),
    ...row(20, 'Less: total non-taxable/exempt compensation', summary.non_taxable_compensation),
    ...row(21, 'Taxable compensation income from present employer', summary.taxable_compensation),
    ...row(25, 'Tax due', summary.tax_due, true),
    ...row('26A', 'Taxes withheld by the present employer in the year', peso(summary.tax_withheld - adjustment)),
    ...row(
      null,
      adjustment < 0
        ? 'Year-end adjustment on the last payslip: refunded to the employee'
        : 'Year-end adjustment on the last payslip: withheld',
      Math.abs(adjustment),
    ),
    ...row(27, 'Total amount of taxes withheld as adjusted', summary.tax_withheld, true),
    heading('Part IV-B - Details of Compensation Income and Tax Withheld from Present Employer'),
    { text: 'A. Non-taxable/exempt compensation income', size: SIZE, bold: true, gap: 6 },
    ...row(37, '13th month pay and other benefits (up to PHP 90,000)', exempt.thirteenth_month_and_other_benefits),
    ...row(38, 'De minimis benefits', exempt.de_minimis),
    ...row(39, "SSS, PhilHealth and Pag-IBIG contributions (employee's share only)", exempt.contributions.total),
    ...row(null, '      SSS', exempt.contributions.sss),
    ...row(null, '      PhilHealth', exempt.contributions.philhealth),
    ...row(null, '      Pag-IBIG', exempt.contributions.pagibig),
    ...row(41, 'Total non-taxable/exempt compensation income', exempt.total, true),
    { text: 'B. Taxable compensation income, regular', size: SIZE, bold: true, gap: 6 },
    ...row(42, 'Basic salary (less leave without pay and the contributions above)', taxable.basic_salary),
    ...row(null, 'Holiday pay', taxable.holiday_pay),
    ...row(53, 'Overtime pay', taxable.overtime_pay),
    ...row(null, 'Night shift differential', taxable.night_differential),
    ...row(51, 'Taxable 13th month pay and other benefits', taxable.thirteenth_month_excess),
    ...(taxable.other === 0 ? [] : row(54, 'Others', taxable.other)),
    ...row(55, 'Total taxable compensation income', taxable.total, true),
    {
      text: `Summed from the ${certificate.payslip_count} payslips of ${certificate.year}; issued through Empleo, needs no signature.`,
      size: 7,
      gap: 18,
    },
  ])
}
