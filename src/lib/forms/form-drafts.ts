import { now } from '@/lib/clock'
import { signedInPerson } from '@/lib/signed-in-person'

/**
 * Form drafts in localStorage (docs/product/quality-targets.md#reliability: a session that times out mid-form keeps a
 * draft that comes back after the next login). A draft belongs to one signed-in person, its owner
 * (`signedInPerson`).
 *
 * A draft is written only while its owner is the one signed in: once a session ends, late writes (a
 * form unmounting as the app leaves the page) are dropped. So the forced-logout path flushes the
 * mounted forms first (`flushDrafts`), and a chosen Sign Out discards the owner's drafts.
 */

const PREFIX = 'empleo-draft:'

/** Spec-free choice: a week-old draft is more likely stale than wanted. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

type StoredDraft = { savedAt: number; values: unknown }

const flushers = new Set<() => void>()

const storageKey = (owner: string, key: string) => `${PREFIX}${owner}:${key}`

/** The values saved for `key` by `owner`, or null (none, unreadable, or older than DRAFT_MAX_AGE_MS). */
export function readDraft(owner: string, key: string): Record<string, unknown> | null {
  try {
    const raw = localStorage.getItem(storageKey(owner, key))
    if (raw === null) return null
    const stored = JSON.parse(raw) as Partial<StoredDraft>
    const fresh = typeof stored.savedAt === 'number' && now() - stored.savedAt <= DRAFT_MAX_AGE_MS
    if (fresh && isPlainObject(stored.values)) return stored.values
    localStorage.removeItem(storageKey(owner, key))
  } catch {
    // Unreadable or no storage: the form starts empty, as it would without drafts.
  }
  return null
}

/** Saves `values` (without passwords and files) as `owner`'s draft, unless `owner` is no longer signed in. */
export function writeDraft(owner: string, key: string, values: unknown): void {
  if (owner !== signedInPerson.get()) return
  try {
    const stored: StoredDraft = { savedAt: now(), values: withoutSecretsOrFiles(values) }
    localStorage.setItem(storageKey(owner, key), JSON.stringify(stored))
  } catch {
    // Storage full or disabled: the form still works, it just will not come back.
  }
}

export function removeDraft(owner: string, key: string): void {
  try {
    localStorage.removeItem(storageKey(owner, key))
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** A chosen Sign Out: every draft of `owner` goes. */
export function discardDrafts(owner: string): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index))
    for (const key of keys) if (key?.startsWith(`${PREFIX}${owner}:`)) localStorage.removeItem(key)
  } catch {
    // No storage, no drafts.
  }
}

/** A mounted draft form registers how to save what it holds now; returns the unregister. */
export function registerDraftFlusher(flush: () => void): () => void {
  flushers.add(flush)
  return () => flushers.delete(flush)
}

/** Saves every mounted draft form at once: called before a forced logout clears the session. */
export function flushDrafts(): void {
  flushers.forEach((flush) => flush())
}

/**
 * docs/product/records.md names the password fields (password, current_password, password_confirmation,
 * confirm_password).
 */
const isSecretField = (name: string) => /password/i.test(name)

const isFileLike = (value: unknown) =>
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  (typeof FileList !== 'undefined' && value instanceof FileList)

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  )
}

/** A copy of form values a browser may keep: no password fields, no File, Blob or FileList anywhere. */
export function withoutSecretsOrFiles(value: unknown): unknown {
  if (isFileLike(value)) return undefined
  if (Array.isArray(value)) return value.filter((item) => !isFileLike(item)).map(withoutSecretsOrFiles)
  if (!isPlainObject(value)) return value
  const kept: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(value)) {
    if (isSecretField(name) || isFileLike(field)) continue
    kept[name] = withoutSecretsOrFiles(field)
  }
  return kept
}

/** `base` with `draft` laid over it: objects merged field by field, anything else (arrays too) replaced. */
export function mergeDraft<T>(base: T, draft: Record<string, unknown>): T {
  if (!isPlainObject(base)) return draft as T
  const merged: Record<string, unknown> = { ...base }
  for (const [name, value] of Object.entries(draft)) {
    const current = merged[name]
    merged[name] = isPlainObject(current) && isPlainObject(value) ? mergeDraft(current, value) : value
  }
  return merged as T
}
