import type { z } from 'zod'
import type { CorrectionListQuery, CorrectionRequest, createCorrectionBodySchema } from '@contract/correction'
import type { correctionListQuery } from '@contract/list-queries'
import {
  civilStatusOptions,
  correctionFieldOptions,
  labelOf,
  requestStatusOptions,
  type CorrectionField,
} from '@contract/options'
import { dataTableColumns } from '@/components/data-table/data-table-columns'
import type { ListSearchOf } from '@/components/data-table/list-search'
import { PrivacySectionPage } from '@/components/privacy/privacy-section-page'
import { requestKeys, type RequestFrameProps, type RequestKind } from '@/components/requests/request-kind'
import { MaskedNumber } from '@/components/ui/ph-numbers/masked-number'
import { phNumberFormats, visibleEnding, type PhNumberKind } from '@/components/ui/ph-numbers/ph-number-formats'
import { api } from '@/lib/api'
import { queryRoots } from '@/lib/api/query-roots'
import { formatDate } from '@/lib/dates'
import { lazyPart } from '@/lib/lazy-part'

/** The correction list's search in the URL: the contract's list query, filters flattened. */
export type CorrectionSearch = ListSearchOf<typeof correctionListQuery>

/** Query keys of the corrections feature: a request kind's own. */
export const correctionKeys = requestKeys<CorrectionListQuery>(queryRoots.correction)

/** The fields that hold a government or account number, by the mask each is shown through. */
const maskOf: Partial<Record<CorrectionField, PhNumberKind>> = {
  tin: 'tin',
  sss: 'sss',
  philhealth: 'philhealth',
  pagibig: 'pagibig',
  bank_account_no: 'bankAccount',
}

const fieldLabel = (field: CorrectionField) => labelOf(correctionFieldOptions, field)

/** The corrected value as the page shows it: a number masked (docs/product/philippines.md#personal-data). */
function CorrectedValue({ request }: { request: Pick<CorrectionRequest, 'field' | 'value'> }) {
  const { field, value } = request
  if (value === null) return 'None'
  const mask = maskOf[field]
  if (mask) return <MaskedNumber kind={mask} value={value} />
  if (field === 'birthdate') return formatDate(value)
  if (field === 'civil_status') return labelOf(civilStatusOptions, value)
  return value
}

/** The value in words for a screen reader's link name: a number by its last four digits only. */
function valueWords({ field, value }: Pick<CorrectionRequest, 'field' | 'value'>): string {
  if (value === null) return 'none'
  const mask = maskOf[field]
  if (mask) return `${phNumberFormats[mask].name} ${visibleEnding(mask, value)}`
  if (field === 'birthdate') return formatDate(value)
  if (field === 'civil_status') return labelOf(civilStatusOptions, value)
  return value
}

const column = dataTableColumns<CorrectionRequest>()

/** A section of the privacy centre, wide for its list. */
function CorrectionsFrame(props: RequestFrameProps) {
  return <PrivacySectionPage width="wide" {...props} />
}

/**
 * A correction request, described once for the shared request screen (components/requests,
 * docs/decisions/0060-request-kind-described-once.md): /privacy/corrections (Corrections), in the privacy
 * centre's frame; the list's field and corrected value, a number always masked
 * (docs/product/privacy.md#corrections); the detail's fields; the correction form.
 */
export const correctionKind: RequestKind<
  CorrectionRequest,
  CorrectionSearch,
  z.output<typeof createCorrectionBodySchema>
> = {
  words: {
    title: 'Corrections',
    description:
      'Ask HR to correct a record you cannot change yourself: your legal name, birthdate, civil status, government numbers or bank account.',
    fileLabel: 'Ask for a correction',
    listLabel: 'Your correction requests',
    tableLabel: 'Correction requests',
    searchPlaceholder: 'Field or reason…',
    emptyMessage: 'You have not asked for a correction yet.',
    noun: 'correction request',
    attachmentsTitle: 'Supporting documents',
  },
  keys: correctionKeys,
  routes: api.correction,
  frame: CorrectionsFrame,
  columns: column.columns([
    column.accessor('field', {
      header: 'Field',
      cell: (info) => fieldLabel(info.getValue()),
      enableSorting: true,
      meta: { card: 'title' },
    }),
    column.accessor('value', {
      header: 'Corrected value',
      cell: (info) => <CorrectedValue request={info.row.original} />,
    }),
  ]),
  filters: [
    { key: 'status', label: 'Status', options: requestStatusOptions },
    { key: 'field', label: 'Field', options: correctionFieldOptions },
  ],
  typeLabel: (request) => `${fieldLabel(request.field)} correction`,
  summary: (request) => (
    <>
      To <CorrectedValue request={request} />
    </>
  ),
  describe: (request) => `Correction of ${fieldLabel(request.field)}, to ${valueWords(request)}`,
  detailRows: (request) => [
    { label: 'Field', value: fieldLabel(request.field) },
    { label: 'Corrected value', value: <CorrectedValue request={request} /> },
    { label: 'Reason', value: request.reason },
  ],
  form: lazyPart(() => import('./components/correction-request-form').then((m) => m.CorrectionRequestForm)),
  draftKey: 'correction-request',
}
