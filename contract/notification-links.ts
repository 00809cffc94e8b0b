/**
 * Where a notification takes the person in the app: its record's screen, Sessions and devices for a
 * sign-in from a new device, Download my data for a ready archive, or the notifications page for
 * another notice about the account. The server's e-mails link here too, and the app worker opens it
 * when a push is clicked, so this file stays free of zod.
 */
export type LinkedRecord =
  | { kind: 'leave' | 'expense' | 'certificate' | 'correction' | 'payslip'; id: number }
  | { kind: 'sessions' | 'data_export'; id: null }

export function notificationPath(record: LinkedRecord | null): string {
  if (record === null) return '/notifications'
  switch (record.kind) {
    case 'leave':
      return `/leave?request=${record.id}`
    case 'expense':
      return `/item?request=${record.id}`
    case 'certificate':
      return `/certificate?request=${record.id}`
    case 'correction':
      return `/privacy/corrections?request=${record.id}`
    case 'payslip':
      return `/payslip/${record.id}`
    case 'sessions':
      return '/privacy/sessions'
    case 'data_export':
      return '/privacy/download'
  }
}
