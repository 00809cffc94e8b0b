import { employmentTypeValues, type EmploymentType } from '@contract/user-options'
import type { User, UserType } from '@contract/user'
import { isRecord, isUser } from './user-shape'

/** The persisted part of the auth state (docs/product/records.md#auth-state), in local storage under one key. */
export const SESSION_STORAGE_KEY = 'empleo-auth'

export type StoredSession = {
  user: User | null
  token: string | null
  /** Milliseconds left on the idle countdown, so a reload does not restart it. */
  timeRemaining: number | null
  employmentType: EmploymentType | null
  userType: UserType | null
}

const isNullOr = (value: unknown, check: (value: unknown) => boolean) => value === null || check(value)

/** Checked in plain code, like the user itself (user-shape.ts says why). */
function isPersistedAuth(value: unknown): value is StoredSession {
  return (
    isRecord(value) &&
    isNullOr(value.user, isUser) &&
    isNullOr(value.token, (token) => typeof token === 'string' && token !== '') &&
    isNullOr(value.timeRemaining, (ms) => typeof ms === 'number') &&
    isNullOr(value.employmentType, (type) => (employmentTypeValues as readonly unknown[]).includes(type)) &&
    isNullOr(value.userType, (type) => type === 'admin' || type === 'employee')
  )
}

/** The stored state, or null when there is none or it no longer has the expected shape (an older app). */
export function loadStoredSession(): StoredSession | null {
  let raw: string | null
  try {
    raw = localStorage.getItem(SESSION_STORAGE_KEY)
  } catch {
    return null // storage can be disabled (private browsing, policies): the visitor is a guest
  }
  if (raw === null) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (isPersistedAuth(parsed)) return parsed
  } catch {
    // falls through to the warning below
  }
  console.warn('[auth] Ignored the stored session: it does not have the expected shape.')
  return null
}

export function saveStoredSession(state: StoredSession | null): void {
  try {
    if (state === null) localStorage.removeItem(SESSION_STORAGE_KEY)
    else localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Without storage the session lives in memory for this tab only.
  }
}
