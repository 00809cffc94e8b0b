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
  // The click has started the download; the next task may let the file's memory go.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
