import type { StoredFileRow } from '../db'
import { textPdf, type PdfLine } from '../domain/pdf'

/**
 * The bytes of uploaded files, in memory and keyed by stored name. Not in the database: the browser
 * persists the database to localStorage, which holds a few MB in all, and one attachment may be 10 MB.
 * A reload therefore loses what was uploaded in the session; seeded files are made again from the text
 * they were generated from.
 */
const bytesByName = new Map<string, Uint8Array<ArrayBuffer>>()

export function keepBytes(storedName: string, bytes: Uint8Array<ArrayBuffer>): void {
  bytesByName.set(storedName, bytes)
}

export function forgetBytes(storedName: string): void {
  bytesByName.delete(storedName)
}

/** A fresh database starts with no uploads. */
export function forgetAllBytes(): void {
  bytesByName.clear()
}

function regenerated(file: StoredFileRow): Uint8Array<ArrayBuffer> | null {
  if (!file.generated_from) return null
  try {
    return textPdf(JSON.parse(file.generated_from) as PdfLine[])
  } catch {
    return null
  }
}

export function bytesOf(file: StoredFileRow): Uint8Array<ArrayBuffer> | null {
  return bytesByName.get(file.stored_name) ?? regenerated(file)
}
