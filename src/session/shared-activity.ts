/**
 * The instant of the person's last activity, shared by every tab through localStorage, so activity
 * in one tab keeps the others from idling out and "I'm still here" in one hides the warning in all
 * (docs/product/quality-targets.md#reliability, several tabs). Instants are `now()` values (src/lib/clock.ts).
 */

export const LAST_ACTIVITY_KEY = 'empleo-last-activity'

export function readSharedActivity(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_ACTIVITY_KEY))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

export function writeSharedActivity(instant: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(instant))
  } catch {
    // Without storage each tab times out on its own activity, as a single tab would.
  }
}

/**
 * Logout clears the idle data (docs/product/states.md#logout): the next person's wait starts from nothing of this
 * one's.
 */
export function clearSharedActivity(): void {
  try {
    localStorage.removeItem(LAST_ACTIVITY_KEY)
  } catch {
    // Nothing was stored.
  }
}

/** Another tab's activity (the storage event fires in the other tabs only). */
export function onSharedActivity(listener: (instant: number) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LAST_ACTIVITY_KEY || event.newValue === null) return
    const instant = Number(event.newValue)
    if (Number.isFinite(instant)) listener(instant)
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/**
 * Writes at most once per `intervalMs`, plus one trailing write of the latest instant, so the
 * others never lag by more than `intervalMs`. `now` is passed so a write is judged on the app's clock.
 */
export function createActivitySharer(intervalMs: number, now: () => number) {
  let lastWrite = -Infinity
  let latest: number | null = null
  let trailing: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    clearTimeout(trailing)
    trailing = undefined
    if (latest === null) return
    writeSharedActivity(latest)
    lastWrite = now()
    latest = null
  }

  return {
    /** Shares `instant`, throttled; `{ immediately: true }` for a deliberate answer such as "I'm still here". */
    share(instant: number, { immediately = false } = {}) {
      latest = instant
      const wait = lastWrite + intervalMs - now()
      if (immediately || wait <= 0 || wait > intervalMs) flush()
      else trailing ??= setTimeout(flush, wait)
    },
    dispose() {
      clearTimeout(trailing)
      trailing = undefined
    },
  }
}
