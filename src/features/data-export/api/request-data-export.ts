import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { codeOrPasswordBodySchema } from '@contract/two-factor'
import { api, apiBody } from '@/lib/api'
import { dataExportKeys } from './data-export-keys'

/** POST /privacy/data-export with a fresh code or the password: the archive is prepared from now. */
export function useRequestDataExport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: z.output<typeof codeOrPasswordBodySchema>) => apiBody(api.dataExport.request({ body })),
    onSuccess: ({ data }) => queryClient.setQueryData(dataExportKeys.latest(), data),
  })
}
