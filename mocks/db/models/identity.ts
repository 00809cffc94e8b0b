import { nullable, primaryKey } from '@mswjs/data'
import type { avatarColours, companySizeValues, EmploymentType, industryValues } from '@contract/options'
import { autoIncrement } from '../sequence'

/**
 * Who people are and how they prove it. Instants are ISO strings in UTC (compare with Date.parse),
 * business dates are `YYYY-MM-DD` in Asia/Manila, references are plain foreign-key ids.
 */

type Industry = (typeof industryValues)[number]
type CompanySize = (typeof companySizeValues)[number]
type AvatarColour = (typeof avatarColours)[number]

export type CompanyStatus = 'pending_activation' | 'active'
export type CodePurpose = 'signup' | 'password_reset'

/** Why a session ended; the 401 that follows tells the person (mocks/rules/sessions.ts). */
export type SessionEndReason =
  | 'logout'
  | 'password_changed'
  | 'password_reset'
  | 'admin_password_reset'
  | 'deactivated'
  | 'two_factor_changed'
  | 'token_reuse'
  | 'signed_out_elsewhere'

export const identityModels = {
  company: {
    id: autoIncrement('company'),
    name: String,
    address: String,
    /** The employer's TIN with its branch code, digits only, for the BIR Form 2316; null until given. */
    tin: nullable<string>(() => null),
    industry: (): Industry => 'information_technology',
    size: (): CompanySize => 'one_ten_employees',
    status: (): CompanyStatus => 'pending_activation',
    created_at: String,
    activated_at: nullable<string>(() => null),
  },

  user: {
    id: autoIncrement('user'),
    /** null between register-admin and register-company. */
    company_id: nullable<number>(() => null),
    email: String,
    full_name: String,
    password_hash: String,
    employee_avatar: nullable<string>(() => null),
    default_img_bg: (): AvatarColour => 'blue',
    /** May use the admin application. */
    is_admin: Boolean,
    /** Has an employment with the company (an owner who only administers has not). */
    is_employee: Boolean,
    is_admin_inactive: Boolean,
    is_onboard: Boolean,
    is_force_change_password: Boolean,
    is_password_reset: Boolean,
    status: (): 'active' | 'inactive' => 'active',
    employment_type: nullable((): EmploymentType | null => null),
    job_title: nullable<string>(() => null),
    department: nullable<string>(() => null),
    hired_on: nullable<string>(() => null),
    contact_no: nullable<string>(() => null),
    created_at: String,
    updated_at: String,
    password_changed_at: String,
  },

  session: {
    id: primaryKey(String),
    user_id: Number,
    /** The jti of the one token that may be used now; older ones were rotated away. */
    token_id: String,
    /** The jti the current token replaced: refresh answers it with the current token for a few seconds. */
    replaced_token_id: String,
    /** When the current token was issued (its iat): the start of that grace. */
    token_issued_at: String,
    /** When the person signed in: the session's absolute lifetime counts from here. */
    issued_at: String,
    access_expires_at: String,
    refresh_until: String,
    /** The User-Agent it signed in with: Sessions and devices names the browser by it. */
    user_agent: nullable<string>(() => null),
    /** The approximate place of the address it signed in from (mocks/rules/places.ts), or null. */
    place: nullable<string>(() => null),
    /** When a token of the session was last used, kept to the minute (mocks/rules/sessions.ts). */
    last_active_at: String,
    revoked_at: nullable<string>(() => null),
    revoked_reason: nullable((): SessionEndReason | null => null),
  },

  /** Every e-mailed code, whatever it is for (one table, as in the Epic Stack). */
  one_time_code: {
    id: autoIncrement('one_time_code'),
    purpose: (): CodePurpose => 'signup',
    email: String,
    code_hash: String,
    salt: String,
    expires_at: String,
    attempts: Number,
    consumed_at: nullable<string>(() => null),
    voided_at: nullable<string>(() => null),
    created_at: String,
  },

  /** Every request for an e-mailed code, known address or not, so resends can be paced alike. */
  code_request: {
    id: autoIncrement('code_request'),
    purpose: (): CodePurpose => 'signup',
    email: String,
    requested_at: String,
  },

  /** One failed check of an e-mailed code for an address and purpose, known address or not (mocks/rules/wrong-codes.ts). */
  code_failure: {
    id: autoIncrement('code_failure'),
    purpose: (): CodePurpose => 'signup',
    email: String,
    failed_at: String,
  },

  /** An address that proved itself with a sign-up code, and how far its registration went. */
  signup_progress: {
    id: autoIncrement('signup_progress'),
    email: String,
    /** SHA-256 of the sign-up token verify-code answered; the later steps must carry the token. */
    token_hash: String,
    verified_at: String,
    admin_id: nullable<number>(() => null),
    admin_registered_at: nullable<string>(() => null),
    company_id: nullable<number>(() => null),
  },

  reset_token: {
    id: autoIncrement('reset_token'),
    user_id: Number,
    email: String,
    token_hash: String,
    expires_at: String,
    consumed_at: nullable<string>(() => null),
  },

  /** A password that was right for an account with two-factor: the code must follow within minutes. */
  login_challenge: {
    id: autoIncrement('login_challenge'),
    user_id: Number,
    expires_at: String,
    attempts: Number,
    consumed_at: nullable<string>(() => null),
  },

  two_factor: {
    id: autoIncrement('two_factor'),
    user_id: Number,
    /** base32; null while two-factor is off. */
    secret: nullable<string>(() => null),
    /** A setup from /2fa/generate, waiting for its first code. */
    pending_secret: nullable<string>(() => null),
    enabled_at: nullable<string>(() => null),
    /** The last TOTP time step accepted, so no code works twice. */
    last_step: nullable<number>(() => null),
  },

  /** One unused or used recovery code of a user's current set; a new set or turning two-factor off deletes them. */
  recovery_code: {
    id: autoIncrement('recovery_code'),
    user_id: Number,
    /** PBKDF2 with a salt of its own (mocks/rules/passwords.ts): the code is never stored. */
    code_hash: String,
    created_at: String,
    used_at: nullable<string>(() => null),
  },

  /** One failed login (wrong password, two-factor code or recovery code) for an account key. */
  login_failure: {
    id: autoIncrement('login_failure'),
    account: String,
    failed_at: String,
  },

  /** One wrong proof from a signed-in user: current password, two-factor code (mocks/rules/step-up-throttle.ts). */
  step_up_failure: {
    id: autoIncrement('step_up_failure'),
    user_id: Number,
    failed_at: String,
  },

  admin_handoff: {
    id: autoIncrement('admin_handoff'),
    user_id: Number,
    code_hash: String,
    expires_at: String,
    consumed_at: nullable<string>(() => null),
  },

  outbox_email: {
    id: autoIncrement('outbox_email'),
    to: String,
    subject: String,
    text: String,
    code: nullable<string>(() => null),
    /** An in-app address the e-mail links to (the password reset page). */
    link: nullable<string>(() => null),
    created_at: String,
  },
}
