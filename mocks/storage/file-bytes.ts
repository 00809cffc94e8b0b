import type { StoredFileRow } from '../db'
import { textPdf, type PdfLine } from '../presenters/pdf'

/**
 * The bytes of uploaded files, keyed by stored name. Not in the database: the browser persists the
 * database to localStorage, which holds a few MB in all, and one attachment may be 10 MB. Where they
 * live is a `FileByteStore`: memory by default (Node tests), IndexedDB in the browser (mocks/browser.ts),
 * so a file attached in a demo still opens after a reload. Seeded files are made again from the text
 * they were generated from.
 */
export type FileByteStore = {
  put: (storedName: string, bytes: Uint8Array<ArrayBuffer>) => Promise<void>
  get: (storedName: string) => Promise<Uint8Array<ArrayBuffer> | null>
  delete: (storedName: string) => Promise<void>
  clear: () => Promise<void>
}

export function memoryByteStore(): FileByteStore {
  const bytesByName = new Map<string, Uint8Array<ArrayBuffer>>()
  return {
    put: async (storedName, bytes) => void bytesByName.set(storedName, bytes),
    get: async (storedName) => bytesByName.get(storedName) ?? null,
    delete: async (storedName) => void bytesByName.delete(storedName),
    clear: async () => bytesByName.clear(),
  }
}

let store: FileByteStore = memoryByteStore()

/**
 * Bytes whose write has not finished, read from here meanwhile: storing a file stays synchronous for
 * the handlers, and a link opened the moment after an upload finds its file. A write the store refused
 * (the browser's quota) leaves the bytes here, so they last for the session at least.
 */
const unwritten = new Map<string, Uint8Array<ArrayBuffer>>()

// Writes, deletes and clears run one after another, so a reset never overtakes an upload before it.
let writes: Promise<void> = Promise.resolve()
const queue = (task: () => Promise<void>) => {
  writes = writes.then(task).catch((error: unknown) => console.warn('[mock] uploaded file bytes not kept', error))
}

/** Where the bytes go from now on (the browser's entry point; tests). What the old store held stays there. */
export function keepBytesIn(next: FileByteStore): void {
  store = next
}

/** Resolves once every write, delete and clear asked for so far has reached the store. */
export function bytesSettled(): Promise<void> {
  return writes
}

export function keepBytes(storedName: string, bytes: Uint8Array<ArrayBuffer>): void {
  unwritten.set(storedName, bytes)
  queue(async () => {
    await store.put(storedName, bytes)
    if (unwritten.get(storedName) === bytes) unwritten.delete(storedName)
  })
}

export function forgetBytes(storedName: string): void {
  unwritten.delete(storedName)
  queue(() => store.delete(storedName))
}

/** A fresh database starts with no uploads. */
export function forgetAllBytes(): void {
  unwritten.clear()
  queue(() => store.clear())
}

function regenerated(file: StoredFileRow): Uint8Array<ArrayBuffer> | null {
  if (!file.generated_from) return null
  try {
    return textPdf(JSON.parse(file.generated_from) as PdfLine[])
  } catch {
    return null
  }
}

/** Where a file's bytes are kept: a confidential leave's documents under a namespace of their own. */
export const byteKey = (file: Pick<StoredFileRow, 'stored_name' | 'kept_apart'>): string =>
  file.kept_apart ? `kept-apart/${file.stored_name}` : file.stored_name

export async function bytesOf(file: StoredFileRow): Promise<Uint8Array<ArrayBuffer> | null> {
  if (file.generated_from && !unwritten.has(byteKey(file))) return regenerated(file)
  return bytesAt(byteKey(file))
}

/** The bytes kept under a key (an upload's, a data export's archive), or null. */
export async function bytesAt(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const pending = unwritten.get(key)
  if (pending) return pending
  // After the queued changes: a file deleted or reset a moment ago is not read back.
  await writes
  return (await store.get(key)) ?? null
}
