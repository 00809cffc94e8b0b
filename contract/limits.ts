/**
 * The limits the forms and the server share, without zod: screens that only show a limit (a hint, a
 * cap on digits) import it from here and leave the schemas, and zod, to the forms that check
 * (docs/decisions/0039-zod-off-the-first-load.md).
 */

/** The largest peso amount a request may carry; the amount input caps its digits by it. */
export const PESO_AMOUNT_MAX = 10_000_000

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
export const ATTACHMENT_MAX_FILES = 5
export const attachmentMimeTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const imageMimeTypes = ['image/png', 'image/jpeg'] as const
/** What a photo may be, said before one is chosen (the profile's photo, onboarding's). */
export const AVATAR_HINT = 'A PNG or JPEG image of at most 2 MB.'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64
export const PASSWORD_HINT = `Use at least ${PASSWORD_MIN} characters; 15 or more is best. A passphrase of a few unrelated words works well.`

/** Two-factor recovery codes come 10 at a time. */
export const RECOVERY_CODE_COUNT = 10

/** The ages a birthdate may give today: at least 15, under 100. */
export const MIN_WORKING_AGE = 15
export const MAX_AGE = 100

export const MAX_EMERGENCY_CONTACTS = 5
export const MAX_BANK_ACCOUNTS = 3

/** Onboarding's five steps, in order. */
export const onboardingSteps = [
  'personal_info',
  'emergency_contacts',
  'bank_information',
  'social_benefits',
  'account_settings',
] as const
