import { useMutation } from '@tanstack/react-query'
import { manilaDateOf } from '@/lib/dates'
import { api, apiBody } from '@/lib/api'
import { saveFile } from '@/lib/save-file'

/** GET /privacy/data-export/download: the archive, by the token only this person's session can use, saved as a zip. */
export function useDownloadDataExport() {
  return useMutation({
    mutationFn: async ({ token, readyAt }: { token: string; readyAt: string }) => {
      // Its refusal (an expired or unknown link) is said on the page, beside the button, not on an error page.
      const file = await apiBody(api.dataExport.download({ query: { token }, background: true }))
      saveFile(file, `empleo-my-data-${manilaDateOf(readyAt)}.zip`)
    },
  })
}
