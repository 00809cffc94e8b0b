import { formatDateTime } from '@/lib/dates'
import { saveFile } from '@/lib/save-file'

export const RECOVERY_CODES_FILE_NAME = 'empleo-recovery-codes.txt'

/** The text of the downloaded file: what the codes are for, whose they are, then one code a line. */
export function recoveryCodesText(codes: readonly string[], account: string, madeAt: number): string {
  return [
    'Empleo two-factor authentication: recovery codes',
    `Account: ${account}`,
    `Made: ${formatDateTime(madeAt)} (Manila time)`,
    '',
    'Each code logs you in once, in place of the 6-digit code from your authenticator app.',
    'Keep them somewhere safe. Making new codes stops these from working.',
    '',
    ...codes,
    '',
  ].join('\n')
}

/** Saves the codes as a text file, made in the browser: the codes never travel again. */
export function downloadRecoveryCodes(text: string): void {
  saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE_NAME)
}
