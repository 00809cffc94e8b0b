/**
 * A request body as the outbox keeps it in IndexedDB: plain values as they are, and each file (a
 * receipt) as its name, type and bytes, so the body survives a reload or a restarted phone and is
 * rebuilt into the same files when sent (docs/product/offline.md#the-outbox).
 */
export type KeptFile = { readonly kept: 'file'; name: string; type: string; lastModified: number; bytes: ArrayBuffer }

export type KeptBody = Record<string, unknown>

/** FileReader rather than `Blob.arrayBuffer`, which older WebViews and jsdom lack. */
export function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'))
    reader.readAsArrayBuffer(blob)
  })
}

const isKeptFile = (value: unknown): value is KeptFile =>
  typeof value === 'object' && value !== null && (value as Partial<KeptFile>).kept === 'file'

async function keepValue(value: unknown): Promise<{ value: unknown; bytes: number }> {
  if (value instanceof Blob) {
    const bytes = await readBytes(value)
    const file: KeptFile = {
      kept: 'file',
      name: value instanceof File ? value.name : 'file',
      type: value.type,
      lastModified: value instanceof File ? value.lastModified : 0,
      bytes,
    }
    return { value: file, bytes: bytes.byteLength }
  }
  if (Array.isArray(value)) {
    const items = await Promise.all(value.map(keepValue))
    return { value: items.map((item) => item.value), bytes: items.reduce((sum, item) => sum + item.bytes, 0) }
  }
  return { value, bytes: 0 }
}

/** The body to keep, and how many bytes of files it holds (the outbox's limit counts them). */
export async function keepBody(body: object): Promise<{ body: KeptBody; fileBytes: number }> {
  const entries = await Promise.all(
    Object.entries(body).map(async ([name, value]) => [name, await keepValue(value)] as const),
  )
  return {
    body: Object.fromEntries(entries.map(([name, kept]) => [name, kept.value])),
    fileBytes: entries.reduce((sum, [, kept]) => sum + kept.bytes, 0),
  }
}

function restoreValue(value: unknown): unknown {
  if (isKeptFile(value))
    return new File([value.bytes], value.name, { type: value.type, lastModified: value.lastModified })
  if (Array.isArray(value)) return value.map(restoreValue)
  return value
}

/** The body as it was given to `keepBody`, its files rebuilt. */
export function restoreBody<Body>(kept: KeptBody): Body {
  return Object.fromEntries(Object.entries(kept).map(([name, value]) => [name, restoreValue(value)])) as Body
}
