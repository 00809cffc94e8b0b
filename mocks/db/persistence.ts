import { drop } from '@mswjs/data'
import { getOffset, setOffset } from '../clock'
import { db, models, type TableName } from './index'
import { restoreSequences, snapshotSequences } from './sequence'
import { REQUEST_ID_HEADER } from '../tabs/carried-http'

/**
 * In the browser the demo's data survives a reload: the whole database and the clock offset are
 * written to localStorage after each request and read back on start. Node keeps nothing.
 * With several tabs open, only the tab running the mock saves (mocks/tabs, decision 31), together
 * with the answers to the last writes the other tabs forwarded to it.
 */

export type Snapshot = {
  fingerprint: string
  clockOffsetMs: number
  sequences: Record<string, number>
  tables: Record<string, unknown[]>
  /** Counts the saves that changed something: of two copies, the higher one is the newer. */
  version?: number
  /** The answers to the last writes forwarded from other tabs, by request id (see `REQUEST_ID_HEADER`). */
  answers?: [string, SavedAnswer][]
}

export type SavedAnswer = { status: number; headers: [string, string][]; body: string }

/** Enough for every write a tab can have in flight when its leader goes away. */
const SAVED_ANSWERS = 100
let answers = new Map<string, SavedAnswer>()
let version = 0

const tableNames = Object.keys(models) as TableName[]

/** Changes whenever a table or column is added or removed, so an old snapshot is dropped, not misread. */
export const schemaFingerprint = JSON.stringify(tableNames.map((table) => [table, Object.keys(models[table]).sort()]))

export function takeSnapshot(): Snapshot {
  return {
    fingerprint: schemaFingerprint,
    clockOffsetMs: getOffset(),
    sequences: snapshotSequences(),
    tables: Object.fromEntries(tableNames.map((table) => [table, db[table].getAll().map((row) => ({ ...row }))])),
    version,
    answers: [...answers],
  }
}

function isSavedAnswer(value: unknown): value is [string, SavedAnswer] {
  if (!Array.isArray(value) || typeof value[0] !== 'string') return false
  const answer = value[1] as Partial<SavedAnswer> | null
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof answer.status === 'number' &&
    typeof answer.body === 'string' &&
    Array.isArray(answer.headers)
  )
}

/** The saved answer to a request applied before, as the page gets it; undefined for any other. */
export function savedAnswerTo(request: Request): Response | undefined {
  const id = request.headers.get(REQUEST_ID_HEADER)
  const saved = id === null ? undefined : answers.get(id)
  return saved && new Response(saved.body, { status: saved.status, headers: saved.headers })
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
  version = typeof value.version === 'number' ? value.version : 0
  answers = new Map(Array.isArray(value.answers) ? value.answers.filter(isSavedAnswer) : [])
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

let mayWrite = () => true

/**
 * Asked before each save: a tab that may have been replaced as the one running the mock (mocks/tabs)
 * must not write over the data of the tab that replaced it.
 */
export function guardSaves(check: () => boolean): void {
  mayWrite = check
}

/** Whether the server made the change itself (a control route: HR, payroll, time) rather than an app's call. */
export type SaveCause = { byServer: boolean }

/** What a save of a write carries: its answer, kept under the request's id (mocks/tabs), and who made it. */
export type SavedChange = { request?: Request; answer?: SavedAnswer; byServer?: boolean }

/** Called after each save with whether the data had changed since the last one, and who changed it. */
export function onSaved(listener: (changed: boolean, cause: SaveCause) => void): () => void {
  saveListeners.add(listener)
  return () => saveListeners.delete(listener)
}

/** Writes between their start and their save: a save on leaving would catch them half done. */
let changesUnderWay = 0

/** A write begins; `saveChange` ends it. */
export function beginChange(): void {
  changesUnderWay += 1
}

/** A write ends: saved at once, with its answer when the request carries an id (mocks/tabs). */
export function saveChange(change: SavedChange = {}): void {
  changesUnderWay = Math.max(0, changesUnderWay - 1)
  saveNow(change)
}

/**
 * The page is going away. With a write under way it saves nothing: the write is then neither saved
 * nor answered, and its tab sends it again to the next leader. Only a read's change of the last
 * 300 ms is lost.
 */
export function saveOnLeaving(): void {
  if (changesUnderWay === 0) saveNow()
}

/** Of two snapshots (stored, handed over by the last leader), the one saved last; null if neither fits. */
export function newerSnapshot(a: unknown, b: unknown): unknown {
  const versionOf = (value: unknown) => (isSnapshot(value) ? (value.version ?? 0) : -1)
  return versionOf(b) > versionOf(a) ? b : a
}

/** What this tab saved last, as stored: the next leader may read storage before it reaches its tab. */
export function lastSavedSnapshot(): string | null {
  return lastSaved
}

/** Saves at once (after a reseed, a change); a no-op where persistence is off (Node). */
export function saveNow({ request, answer, byServer = false }: SavedChange = {}): void {
  if (!target || !mayWrite()) return
  if (timer) clearTimeout(timer)
  timer = null
  const id = request?.headers.get(REQUEST_ID_HEADER)
  if (answer && id) {
    answers.set(id, answer)
    if (answers.size > SAVED_ANSWERS) answers.delete(answers.keys().next().value as string)
  }
  let snapshot = JSON.stringify(takeSnapshot())
  const changed = snapshot !== lastSaved
  if (changed) {
    version += 1
    snapshot = JSON.stringify(takeSnapshot())
  }
  try {
    if (changed) target.storage.setItem(target.key, snapshot)
    lastSaved = snapshot
  } catch (error) {
    // A full storage must not break the demo; it only loses the reload-survival.
    console.warn('[mock] could not save the demo data', error)
  }
  saveListeners.forEach((listener) => listener(changed, { byServer }))
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
