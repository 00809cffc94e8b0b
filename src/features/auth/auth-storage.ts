import { z } from 'zod'
import { employmentTypeValues } from '@contract/options'
import { userSchema, userTypeSchema } from '@contract/user'

/** The persisted part of the auth state (spec section 4), in local storage under one key. */
export const AUTH_STORAGE_KEY = 'empleo-auth'

export const persistedAuthSchema = z.object({
  user: userSchema.nullable(),
  token: z.string().min(1).nullable(),
  /** Milliseconds left on the idle countdown, so a reload does not restart it. */
  timeRemaining: z.number().nullable(),
  employmentType: z.enum(employmentTypeValues).nullable(),
  userType: userTypeSchema.nullable(),
})
export type PersistedAuth = z.infer<typeof persistedAuthSchema>

/** The stored state, or null when there is none or it no longer matches the schema (an older app). */
export function loadPersistedAuth(): PersistedAuth | null {
  let raw: string | null
  try {
    raw = localStorage.getItem(AUTH_STORAGE_KEY)
  } catch {
    return null // storage can be disabled (private browsing, policies): the visitor is a guest
  }
  if (raw === null) return null
  try {
    const parsed = persistedAuthSchema.safeParse(JSON.parse(raw))
    if (parsed.success) return parsed.data
  } catch {
    // falls through to the warning below
  }
  console.warn('[auth] Ignored the stored session: it does not have the expected shape.')
  return null
}

export function savePersistedAuth(state: PersistedAuth | null): void {
  try {
    if (state === null) localStorage.removeItem(AUTH_STORAGE_KEY)
    else localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Without storage the session lives in memory for this tab only.
  }
}
