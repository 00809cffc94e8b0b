import type { Option } from './option-values'
import type { AccessAction, AccessActorRole, PrivacyCategory } from './privacy-values'

/**
 * The privacy option lists with their labels, one per value of privacy-values.ts, in its order
 * (contract/privacy-options.test.ts). Only the pages that show them load them.
 */

export const privacyCategoryOptions = [
  { value: 'identity', label: 'Identity' },
  { value: 'contact', label: 'Contact details' },
  { value: 'government_numbers', label: 'Government numbers' },
  { value: 'bank', label: 'Bank account' },
  { value: 'employment', label: 'Employment' },
  { value: 'pay', label: 'Pay' },
  { value: 'leave', label: 'Leave' },
  { value: 'expenses', label: 'Expenses' },
  { value: 'files', label: 'Files' },
  { value: 'emergency_contacts', label: 'Emergency contacts' },
  { value: 'mood', label: 'Mood' },
  { value: 'photo', label: 'Photo' },
  { value: 'sign_ins', label: 'Sign-ins and account' },
] as const satisfies readonly Option<PrivacyCategory>[]

export const accessActorRoleOptions = [
  { value: 'self', label: 'You' },
  { value: 'hr', label: 'HR' },
  { value: 'payroll', label: 'Payroll' },
  { value: 'administrator', label: 'Administrator' },
  { value: 'system', label: 'System' },
] as const satisfies readonly Option<AccessActorRole>[]

export const accessActionOptions = [
  { value: 'read', label: 'Opened' },
  { value: 'change', label: 'Changed' },
  { value: 'approve', label: 'Approved' },
  { value: 'deny', label: 'Denied' },
  { value: 'publish', label: 'Published' },
  { value: 'sign_in', label: 'Signed in' },
  { value: 'deactivate', label: 'Deactivated' },
  { value: 'flag_password_reset', label: 'Asked for a new password' },
  { value: 'export', label: 'Asked for a copy' },
  { value: 'acknowledge', label: 'Acknowledged' },
  { value: 'erase', label: 'Erased' },
] as const satisfies readonly Option<AccessAction>[]
