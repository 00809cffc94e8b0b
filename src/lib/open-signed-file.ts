import { NETWORK_ERROR_MESSAGE } from '@/lib/api/api-error'
import { OBJECT_URL_LIFETIME_MS, saveFile } from './save-file'

/** Why a file did not open: an expired link is fixed by reading the record again. */
export type OpenFileOutcome = { opened: true } | { opened: false; expired: boolean; message: string }

/**
 * Opens a stored file from the signed link its record carries (contract/files.ts, decision 8) in a new
 * tab. Not through the API client: the link needs no token (it is signed) and answers the file's own
 * bytes, not the JSON envelope. It is fetched, not navigated to, because the mock's service worker
 * does not see navigations; the tab is opened at the click, while the browser still counts it as the
 * person's doing, and given the file once it arrives. Without a tab (a blocked pop-up) it downloads.
 */
export async function openSignedFile(url: string, fileName: string): Promise<OpenFileOutcome> {
  const tab = window.open('', '_blank')
  let response: Response
  try {
    response = await fetch(url)
  } catch {
    tab?.close()
    return { opened: false, expired: false, message: NETWORK_ERROR_MESSAGE }
  }
  if (!response.ok) {
    tab?.close()
    // 403 once the link has expired (an hour after the record was read), 404 for a file that is gone.
    return response.status === 403
      ? { opened: false, expired: true, message: `The link to ${fileName} has expired. Try again.` }
      : { opened: false, expired: false, message: `${fileName} could not be found.` }
  }
  const file = await response.blob()
  if (!tab) {
    saveFile(file, fileName)
    return { opened: true }
  }
  const objectUrl = URL.createObjectURL(file)
  setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS)
  tab.location.href = objectUrl
  return { opened: true }
}
