import { now } from '@/lib/clock'

/**
 * Avatar image addresses that failed to load (docs/product/limits.md#avatars: kept 7 days, at most 20). An address
 * in here is not tried again, so a person without a Gravatar or with a removed photo does not send a
 * request that fails, and see their initials flash in late, on every page.
 */
export const AVATAR_FAILURE_STORAGE_KEY = 'empleo-avatar-failures'
export const AVATAR_FAILURE_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const AVATAR_FAILURE_LIMIT = 20

type Failure = { src: string; failedAt: number }

function isFailure(value: unknown): value is Failure {
  const entry = value as Partial<Failure> | null
  return typeof entry?.src === 'string' && typeof entry.failedAt === 'number'
}

/** The entries still within their 7 days, oldest first; anything unreadable counts as none. */
function readFailures(): Failure[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(AVATAR_FAILURE_STORAGE_KEY) ?? '[]')
    const cutoff = now() - AVATAR_FAILURE_TTL_MS
    return Array.isArray(parsed) ? parsed.filter(isFailure).filter((entry) => entry.failedAt > cutoff) : []
  } catch {
    return []
  }
}

/** True when `src` failed to load within the last 7 days. */
export function avatarSourceFailed(src: string): boolean {
  return readFailures().some((entry) => entry.src === src)
}

/** Remembers that `src` failed; the oldest entries go once there are more than 20. */
export function rememberAvatarFailure(src: string): void {
  const failures = [...readFailures().filter((entry) => entry.src !== src), { src, failedAt: now() }]
  try {
    localStorage.setItem(AVATAR_FAILURE_STORAGE_KEY, JSON.stringify(failures.slice(-AVATAR_FAILURE_LIMIT)))
  } catch {
    // Storage full or disabled: the source is simply tried again next time.
  }
}
