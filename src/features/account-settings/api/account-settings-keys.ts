/** Query keys of the account settings: password and two-factor. */
export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  recoveryCodeStatus: () => [...accountSettingsKeys.all, 'recovery-code-status'] as const,
}
