import { contract } from '@contract'
import { implement, notFound } from '../adapter'
import { manilaDate } from '../clock'
import { employeeRecordOf } from '../db/employee-records'
import { findCertificateOf, statusChangesOf } from '../db/requests'
import { findCompanyById } from '../db/users'
import { certificateFileName, certificatePdf } from '../presenters/certificate-pdf'
import { certificateKind } from '../rules/certificate-kind'
import { requestHandlers } from './requests'

/**
 * Certificate of Employment requests: the five routes every kind has, and the approved certificate as
 * a PDF. Only its owner gets it, only once approved: another person's, a missing one and one not
 * approved all answer the same 404, so the route tells no one which ids exist.
 */
const NOT_FOUND = 'Certificate not found.'

export const certificateHandlers = [
  ...requestHandlers(certificateKind),

  implement(contract.certificate.download, ({ user, params }) => {
    const request = findCertificateOf(user.id, params.id)
    const company = findCompanyById(user.company_id)
    if (!request || request.status !== 'approved' || !company) return notFound(NOT_FOUND)
    const approval = statusChangesOf('certificate', [request.id])
      .get(request.id)
      ?.findLast((change) => change.status === 'approved')
    if (!approval) return notFound(NOT_FOUND)
    const record = employeeRecordOf(user.id)
    const pdf = certificatePdf({
      request,
      person: user,
      company,
      separatedOn: record?.separated_on ?? null,
      monthlyBasicPay: record?.monthly_salary ?? 0,
      issuedOn: manilaDate(approval.at),
      signedBy: approval.by,
    })
    return {
      status: 200,
      body: new Blob([pdf], { type: 'application/pdf' }),
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${certificateFileName(request.id)}"`,
        'Cache-Control': 'private, no-store',
      },
    }
  }),
]
