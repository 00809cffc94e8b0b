import { contract } from '@contract'
import { conflict, implement, notFound, success } from '../adapter'
import { manilaDate } from '../clock'
import { taxCertificateFileName, taxCertificatePdf } from '../presenters/tax-certificate-pdf'
import { certificateAvailability, taxCertificate, taxCertificatesOf } from '../rules/tax-certificate'
import { dateRange } from '../wording'
import type { UserRow } from '../db'

/**
 * BIR Form 2316 (docs/product/philippines.md#bir-form-2316): the years a person has one for, one year's
 * figures, and the PDF. A year without payslips answers 404, whoever asks (another person's year is
 * theirs alone: each person only ever sees their own payslips); a year not over for the person yet
 * answers 409 with the day it comes. The routes live under /tax-certificates, not /payslips/, so
 * no path is ambiguous with /payslips/:id/download (docs/decisions/0050-bir-form-2316.md).
 */
const routes = contract.payslip

type Lookup =
  | { certificate: ReturnType<typeof taxCertificate> }
  | { refusal: ReturnType<typeof notFound> | ReturnType<typeof conflict> }

function certificateOf(user: UserRow, year: number): Lookup {
  const availability = certificateAvailability(user.id, year, manilaDate())
  if (availability.kind === 'none') {
    return { refusal: notFound(`You have no BIR Form 2316 for ${year}: no payslip was paid to you that year.`) }
  }
  if (availability.kind === 'not_yet') {
    return {
      refusal: conflict(
        `Your BIR Form 2316 for ${year} is not ready yet: it comes after your last payday of ${year} ` +
          `(${dateRange(availability.lastPayday)}), from ${dateRange(availability.availableFrom)}.`,
      ),
    }
  }
  return { certificate: taxCertificate(user, year, availability.payslips, availability.availableFrom) }
}

export const taxCertificateHandlers = [
  implement(routes.taxCertificates, ({ user }) =>
    success(taxCertificatesOf(user, manilaDate()), 'Your BIR Form 2316 certificates.'),
  ),

  implement(routes.taxCertificate, ({ user, params }) => {
    const found = certificateOf(user, params.year)
    return 'refusal' in found ? found.refusal : success(found.certificate, `Your BIR Form 2316 for ${params.year}.`)
  }),

  implement(routes.taxCertificateDownload, ({ user, params }) => {
    const found = certificateOf(user, params.year)
    if ('refusal' in found) return found.refusal
    return {
      status: 200,
      body: new Blob([taxCertificatePdf(found.certificate)], { type: 'application/pdf' }),
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${taxCertificateFileName(found.certificate.year)}"`,
        'Cache-Control': 'private, no-store',
      },
    }
  }),
]
