import { useMutation } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { api, apiBody } from '@/lib/api'
import { saveFile } from '@/lib/save-file'

/**
 * GET /certificate-requests/:id/download: the signed certificate the server makes (the client carries
 * no PDF library), saved under the name the server gives it. Offered once HR has approved.
 */
export function DownloadCertificateButton({ requestId }: { requestId: number }) {
  const download = useMutation({
    mutationFn: async () => {
      const file = await apiBody(api.certificate.download({ params: { id: requestId } }))
      saveFile(file, `certificate-of-employment-${requestId}.pdf`)
    },
  })
  return (
    <div className="flex flex-col gap-1">
      <Button type="button" color="blue" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? 'Downloading…' : 'Download certificate'}
      </Button>
      {download.error && (
        <p role="alert" className="max-w-xs text-sm text-red-700">
          The certificate could not be downloaded: {download.error.message} Try again.
        </p>
      )}
    </div>
  )
}
