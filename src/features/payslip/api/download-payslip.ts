import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Payslip } from '@contract/payslip'
import { api, apiBody } from '@/lib/api'
import { saveFile } from '@/lib/save-file'
import { payslipKeys } from './payslip-keys'

/** The file name payroll gives a payslip's PDF, by its period: payslip-2026-11-first-half.pdf. */
export function payslipFileName(payslip: Pick<Payslip, 'payslip_year' | 'payslip_month' | 'cutoff'>): string {
  const month = String(payslip.payslip_month).padStart(2, '0')
  return `payslip-${payslip.payslip_year}-${month}-${payslip.cutoff.replace('_', '-')}.pdf`
}

/**
 * GET /payslips/:id/download: the server's PDF (the client carries no PDF library), saved under the
 * period's name. Downloading marks the payslip viewed too.
 */
export function useDownloadPayslip(payslip: Payslip) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const file = await apiBody(api.payslip.download({ params: { id: payslip.id } }))
      saveFile(file, payslipFileName(payslip))
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: payslipKeys.all,
        predicate: (cached) => cached.queryKey[1] !== 'detail',
      }),
  })
}
