import { certificatePurposeOptions, employmentTypeOptions, labelOf } from '@contract/options'
import type { CertificateRequestRow, CompanyRow, UserRow } from '../db'
import { dateRange, pdfAmount } from '../wording'
import { textPdf, type PdfLine } from './pdf'

/**
 * The Certificate of Employment of an approved request as a one-page PDF
 * (docs/product/records.md#certificate-of-employment-requests): the company's letterhead, the person's
 * name, position, employment dates and type, the monthly basic pay only when asked and allowed, the
 * purpose, the day HR approved it (Manila) and HR's signature.
 */
export type CertificateFacts = {
  request: Pick<CertificateRequestRow, 'id' | 'purpose' | 'purpose_other' | 'addressee' | 'compensation_shown'>
  person: Pick<UserRow, 'full_name' | 'job_title' | 'employment_type' | 'hired_on'>
  company: Pick<CompanyRow, 'name' | 'address'>
  /** The last day of employment, or null while employed. */
  separatedOn: string | null
  monthlyBasicPay: number
  /** The Manila date HR approved it, and the HR person who did. */
  issuedOn: string
  signedBy: string
}

const LINE_CHARS = 88

/** Splits a paragraph at spaces into lines the page's width holds (the PDF draws each line as given). */
function paragraph(text: string, gap = 14): PdfLine[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARS) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.map((line, index) => ({ text: line, size: 11, gap: index === 0 ? gap : 5 }))
}

export const certificateFileName = (id: number) => `certificate-of-employment-${id}.pdf`

export function certificatePdf(facts: CertificateFacts): Uint8Array<ArrayBuffer> {
  const { request, person, company } = facts
  const employment = person.employment_type
    ? `a ${labelOf(employmentTypeOptions, person.employment_type).toLowerCase()} employee`
    : 'an employee'
  const since = person.hired_on ? ` from ${dateRange(person.hired_on)}` : ''
  const until = facts.separatedOn ? ` to ${dateRange(facts.separatedOn)}` : ' to the present'
  const purpose =
    request.purpose === 'other' && request.purpose_other
      ? request.purpose_other
      : labelOf(certificatePurposeOptions, request.purpose)
  return textPdf([
    { text: company.name, size: 16, bold: true },
    { text: company.address, size: 9, gap: 4 },
    { text: 'CERTIFICATE OF EMPLOYMENT', size: 14, bold: true, x: 170, gap: 36 },
    { text: dateRange(facts.issuedOn), size: 11, gap: 24 },
    { text: request.addressee ? `${request.addressee}:` : 'To whom it may concern:', size: 11, gap: 18 },
    ...paragraph(
      `This is to certify that ${person.full_name} has been employed by ${company.name} as ` +
        `${person.job_title ?? 'an employee'}, ${employment},${since}${until}.`,
    ),
    ...(request.compensation_shown ? paragraph(`Their monthly basic pay is ${pdfAmount(facts.monthlyBasicPay)}.`) : []),
    ...paragraph(`This certificate is issued at the request of ${person.full_name} for: ${purpose}.`),
    { text: `Issued on ${dateRange(facts.issuedOn)}.`, size: 11, gap: 14 },
    { text: facts.signedBy, size: 11, bold: true, gap: 48 },
    { text: `Human Resources, ${company.name}`, size: 10, gap: 4 },
    { text: `Certificate no. COE-${request.id}; issued through Empleo.`, size: 7, gap: 30 },
  ])
}
