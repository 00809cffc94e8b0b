import type { Page } from '@playwright/test'

/**
 * Pastes a code into the 6 boxes of the group named `label`, as a person copying it from an e-mail or
 * an authenticator app would: a real paste event, which the OtpInput reads.
 */
export async function pasteCode(page: Page, label: string, code: string): Promise<void> {
  const first = page.getByRole('group', { name: label }).getByRole('textbox').first()
  await first.click()
  await page.evaluate((text) => {
    const data = new DataTransfer()
    data.setData('text/plain', text)
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, code)
}
