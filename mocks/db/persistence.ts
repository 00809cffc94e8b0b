import { drop } from '@mswjs/data'
import { getOffset, setOffset } from '../clock'
import { db, models, type TableName } from './index'
import { restoreSequences, snapshotSequences } from './sequence'

/**
 * In the browser the demo's data survives a reload: the whole database and the clock offset are
 * written to localStorage after each request and read back on start. Node keeps nothing.
 * With several tabs open, only the tab running the mock saves (mocks/tabs, decision 31).
 */

export type Snapshot = {
  fingerprint: string
  clockOffsetMs: number
  sequences: Record<string, number>
  tables: Record<string, unknown[]>
}

const tableNames = Object.keys(models) as TableName[]

/** Changes whenever a table or column is added or removed, so an old snapshot is dropped, not misread. */
export const schemaFingerprint = JSON.stringify(tableNames.map((table) => [table, Object.keys(models[table]).sort()]))

export function takeSnapshot(): Snapshot {
  return {
    fingerprint: schemaFingerprint,
    clockOffsetMs: getOffset(),
    sequences: snapshotSequences(),
    tables: Object.fromEntries(tableNames.map((table) => [table, db[table].getAll().map((row) => ({ ...row }))])),
  }
}

function isSnapshot(value: unknown): value is Snapshot {
  if (value === null || typeof value !== 'object') return false
  const candidate = value as Partial<Snapshot>
  return (
    candidate.fingerprint === schemaFingerprint &&
    typeof candidate.clockOffsetMs === 'number' &&
    candidate.sequences !== null &&
    typeof candidate.sequences === 'object' &&
    candidate.tables !== null &&
    typeof candidate.tables === 'object'
  )
}

/**
 * Replaces the database with the snapshot. False when it does not fit this schema: the database is
 * then left untouched if the snapshot was refused up front, or empty, and the caller reseeds.
 */
export function restoreSnapshot(value: unknown): boolean {
  if (!isSnapshot(value)) return false
  if (!tableNames.every((table) => Array.isArray(value.tables[table] ?? []))) return false
  drop(db)
  try {
    for (const table of tableNames) {
      const rows = (value.tables[table] ?? []) as unknown[]
      // The create() of each table is typed for its own columns; rows come from our own snapshot.
      const create = db[table].create as (row: unknown) => unknown
      for (const row of rows) create(row)
    }
  } catch {
    drop(db)
    return false
  }
  restoreSequences(value.sequences)
  setOffset(value.clockOffsetMs)
  return true
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

let target: { storage: KeyValueStorage; key: string } | null = null
let timer: ReturnType<typeof setTimeout> | null = null
/** What was last written: a save that would write it again writes nothing and tells nobody. */
let lastSaved: string | null = null
const saveListeners = new Set<(changed: boolean, cause: SaveCause) => void>()
const SAVE_DELAY_MS = 300

/** Turns persistence on (browser entry point only) and answers the stored snapshot, if any. */
export function persistTo(storage: KeyValueStorage, key: string): unknown {
  target = { storage, key }
  try {
    lastSaved = storage.getItem(key)
    return lastSaved ? JSON.parse(lastSaved) : null
  } catch {
    return null
  }
}

/** Turns persistence off again: this tab no longer runs the demo's mock (mocks/tabs). */
export function stopPersisting(): void {
  if (timer) clearTimeout(timer)
  timer = null
  target = null
}

/** Whether the server made the change itself (a control route: HR, payroll, time) rather than an app's call. */
export type SaveCause = { byServer: boolean }

/** Called after each save with whether the data had changed since the last one, and who changed it. */
export function onSaved(listener: (changed: boolean, cause: SaveCause) => void): () => void {
  saveListeners.add(listener)
  return () => saveListeners.delete(listener)
}

/** Saves at once (after a change, when the page goes away); a no-op where persistence is off (Node). */
export function saveNow(cause: SaveCause = { byServer: false }): void {
  if (!target) return
  if (timer) clearTimeout(timer)
  timer = null
  const snapshot = JSON.stringify(takeSnapshot())
  const changed = snapshot !== lastSaved
  try {
    if (changed) target.storage.setItem(target.key, snapshot)
    lastSaved = snapshot
  } catch (error) {
    // A full storage must not break the demo; it only loses the reload-survival.
    console.warn('[mock] could not save the demo data', error)
  }
  saveListeners.forEach((listener) => listener(changed, cause))
}

/** Debounced save after a read, which rarely changes anything (a payslip marked viewed). */
export function schedulePersist(): void {
  if (!target) return
  if (timer) clearTimeout(timer)
  timer = setTimeout(() => {
    timer = null
    saveNow()
  }, SAVE_DELAY_MS)
}
