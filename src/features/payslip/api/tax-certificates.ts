import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, apiBody, apiData } from '@/lib/api'
import { saveFile } from '@/lib/save-file'
import { payslipKeys } from './payslip-keys'

/** BIR Form 2316 (docs/product/philippines.md#bir-form-2316): the years, one year's figures, its PDF. */
export const taxCertificateKeys = {
  all: [...payslipKeys.all, 'tax-certificates'] as const,
  list: () => [...taxCertificateKeys.all, 'list'] as const,
  detail: (year: number) => [...taxCertificateKeys.all, 'detail', year] as const,
}

/** GET /tax-certificates: the years with a certificate, newest first, and the one still to come. */
export const taxCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: taxCertificateKeys.list(),
    queryFn: ({ signal }) => apiData(api.payslip.taxCertificates({ fetchOptions: { signal } })),
  })

export function useTaxCertificates() {
  return useQuery(taxCertificatesQueryOptions())
}

/** GET /tax-certificates/:year: the year's figures, as the form's parts hold them. */
export function useTaxCertificate(year: number) {
  return useQuery({
    queryKey: taxCertificateKeys.detail(year),
    queryFn: ({ signal }) => apiData(api.payslip.taxCertificate({ params: { year }, fetchOptions: { signal } })),
  })
}

/** The file name of a year's certificate, as the server gives it: bir-2316-2025.pdf. */
export const taxCertificateFileName = (year: number) => `bir-2316-${year}.pdf`

/** GET /tax-certificates/:year/download: the server's PDF, saved under the year's name. */
export function useDownloadTaxCertificate(year: number) {
  return useMutation({
    mutationFn: async () => {
      const file = await apiBody(api.payslip.taxCertificateDownload({ params: { year } }))
      saveFile(file, taxCertificateFileName(year))
    },
  })
}
