import { signInEmployee } from '@/session/testing/session-fixtures'
import { sessionStore } from '@/session/session-store'
import type { NotificationPreferences } from '@contract/notifications'
import type { User } from '@contract/user'
import { accountSettingsKeys } from '../api/account-settings-keys'
import type { TwoFactorSetup } from './two-factor-setup'

/** Stories only: a signed-in person for the story, signed out after it (Storybook's beforeEach). */
export const signedInForStory =
  (overrides: Partial<User> = {}) =>
  () => {
    signInEmployee({ email: 'maria.santos@bayanihantech.ph', ...overrides })
    return () => sessionStore.signOut()
  }

export const storySetup: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url:
    'otpauth://totp/Empleo:maria.santos%40bayanihantech.ph?issuer=Empleo&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  qr_code: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
}

export const storyRecoveryCodes = [
  '7KQM-3XPD',
  'H4TN-9WRE',
  'B2MZ-QK8S',
  'XJ5C-P7NV',
  'R9DF-2HUA',
  'M6YW-TB3K',
  'E8GS-Z4QJ',
  'W3VK-N6CX',
  'T5PH-J9AM',
  'U2RB-D7FY',
]

export const recoveryCodeStatusKey = accountSettingsKeys.recoveryCodeStatus()

export const notificationPreferencesKey = accountSettingsKeys.notificationPreferences()

const every = { in_app: true, email: true, push: true } as const

/** Someone who turned a few channels off: payslips not by e-mail, no push before a leave starts. */
export const storyNotificationPreferences: NotificationPreferences = {
  leave_decided: every,
  leave_cancellation_decided: every,
  leave_starting: { in_app: true, email: true, push: false },
  expense_decided: every,
  expense_cancellation_decided: { in_app: true, email: false, push: false },
  certificate_decided: every,
  certificate_cancellation_decided: every,
  correction_decided: every,
  payslip_published: { in_app: true, email: false, push: true },
  data_export_ready: every,
  security: every,
}
