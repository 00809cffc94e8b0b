/**
 * Object URLs live this long: a new tab has read the file by then, and a download has started even on a
 * slow phone (revoked at once, a busy browser may drop the download before it reads the file).
 */
export const OBJECT_URL_LIFETIME_MS = 60_000

/**
 * Saves a file the page already holds (a payslip's PDF, recovery codes made in the browser, an
 * attachment a blocked pop-up could not show) under its name, through a download link clicked once.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS)
}
