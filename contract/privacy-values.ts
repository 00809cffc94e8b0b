/**
 * The values of the privacy option lists, without their labels (those are in privacy-options.ts): the
 * access log's list query reads them on every signed-in page's first load, where the labels would only
 * add weight (docs/decisions/0039-zod-off-the-first-load.md).
 */

/** What the company holds about a person, one category each (docs/product/privacy.md). */
export const privacyCategoryValues = [
  'identity',
  'contact',
  'government_numbers',
  'bank',
  'employment',
  'pay',
  'leave',
  'expenses',
  'files',
  'emergency_contacts',
  'mood',
  'photo',
  'sign_ins',
] as const
export type PrivacyCategory = (typeof privacyCategoryValues)[number]

/** Who acted on a person's data, by role (docs/product/privacy.md#access-log). */
export const accessActorRoleValues = ['self', 'hr', 'payroll', 'administrator', 'system'] as const
export type AccessActorRole = (typeof accessActorRoleValues)[number]

/** What was done to the data. */
export const accessActionValues = [
  'read',
  'change',
  'approve',
  'deny',
  'publish',
  'sign_in',
  'deactivate',
  'flag_password_reset',
  'export',
  'acknowledge',
  'erase',
] as const
export type AccessAction = (typeof accessActionValues)[number]

/** The optional data a person may erase themselves (docs/product/privacy.md#consent-and-notices). */
export const erasableDataValues = ['mood', 'photo'] as const satisfies readonly PrivacyCategory[]
export type ErasableData = (typeof erasableDataValues)[number]
