import type { z } from 'zod'
import type { CertificateListQuery, CertificateRequest, createCertificateBodySchema } from '@contract/certificate'
import type { certificateListQuery } from '@contract/list-queries'
import { certificatePurposeOptions, labelOf, requestStatusOptions } from '@contract/options'
import { dataTableColumns } from '@/components/data-table/data-table-columns'
import type { ListSearchOf } from '@/components/data-table/list-search'
import { requestKeys, type RequestKind } from '@/components/requests/request-kind'
import { api } from '@/lib/api'
import { queryRoots } from '@/lib/api/query-roots'
import { formatDate } from '@/lib/dates'
import { lazyPart } from '@/lib/lazy-part'
import { DownloadCertificateButton } from './components/download-certificate-button'

/** The certificate list's search in the URL: the contract's list query, filters flattened. */
export type CertificateSearch = ListSearchOf<typeof certificateListQuery>

/** Query keys of the certificate feature: a request kind's own. */
export const certificateKeys = requestKeys<CertificateListQuery>(queryRoots.certificate)

/** What the certificate is for: the list's label, or the employee's own words for "other". */
const purposeOf = (request: Pick<CertificateRequest, 'purpose' | 'purpose_other'>): string =>
  request.purpose === 'other' && request.purpose_other
    ? request.purpose_other
    : labelOf(certificatePurposeOptions, request.purpose)

/** Whether the pay shows: what was asked, then what HR allowed once it decided. */
function compensationOf(request: Pick<CertificateRequest, 'include_compensation' | 'compensation_shown'>): string {
  if (!request.include_compensation) return 'Not asked'
  if (request.compensation_shown === null) return 'Asked for the monthly basic pay'
  return request.compensation_shown ? 'The monthly basic pay is shown' : 'Asked; HR left the pay off the certificate'
}

const copiesOf = (copies: number) => `${copies} ${copies === 1 ? 'copy' : 'copies'}`

const column = dataTableColumns<CertificateRequest>()

/**
 * A Certificate of Employment request, described once for the shared request screen (components/requests,
 * docs/decisions/0060-request-kind-described-once.md): /certificate (Certificate of Employment); the
 * list's purpose, needed-by date and copies (docs/product/records.md#certificate-of-employment-requests);
 * the detail's fields and, once approved, its download; the certificate request form.
 */
export const certificateKind: RequestKind<
  CertificateRequest,
  CertificateSearch,
  z.output<typeof createCertificateBodySchema>
> = {
  words: {
    title: 'Certificate of Employment',
    description: 'Ask HR for a signed certificate that you work here, for a loan, a visa or a new employer.',
    fileLabel: 'Request a certificate',
    listLabel: 'Your certificate requests',
    tableLabel: 'Certificate requests',
    searchPlaceholder: 'Purpose or addressee…',
    emptyMessage: 'You have not asked for a certificate of employment yet.',
    noun: 'certificate request',
  },
  keys: certificateKeys,
  routes: api.certificate,
  columns: column.columns([
    column.accessor('purpose', {
      header: 'Purpose',
      cell: (info) => purposeOf(info.row.original),
      enableSorting: true,
      meta: { card: 'title' },
    }),
    column.accessor('needed_by', {
      header: 'Needed by',
      cell: (info) => formatDate(info.getValue()),
      enableSorting: true,
    }),
    column.accessor('copies', {
      header: 'Copies',
      cell: (info) => info.getValue(),
      meta: { align: 'end' },
    }),
  ]),
  filters: [
    { key: 'status', label: 'Status', options: requestStatusOptions },
    { key: 'purpose', label: 'Purpose', options: certificatePurposeOptions },
  ],
  typeLabel: () => 'Certificate of employment',
  summary: (request) => `${purposeOf(request)}, needed by ${formatDate(request.needed_by)}`,
  describe: (request) =>
    `Certificate of employment for ${purposeOf(request)}, needed by ${formatDate(request.needed_by)}`,
  detailRows: (request) => [
    { label: 'Purpose', value: purposeOf(request) },
    { label: 'Addressed to', value: request.addressee ?? 'To whom it may concern' },
    { label: 'Compensation', value: compensationOf(request) },
    { label: 'Copies', value: copiesOf(request.copies) },
    { label: 'Needed by', value: formatDate(request.needed_by) },
  ],
  form: lazyPart(() => import('./components/certificate-request-form').then((m) => m.CertificateRequestForm)),
  draftKey: 'certificate-request',
  detailAction: (request) =>
    request.status === 'approved' ? <DownloadCertificateButton requestId={request.id} /> : null,
}
