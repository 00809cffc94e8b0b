import { ATTACHMENT_MAX_BYTES, attachmentMimeTypes } from '@contract/limits'

type AttachmentMime = (typeof attachmentMimeTypes)[number]

/** What a file really is, from its first bytes: the declared type and the name can lie. */
const signatures: readonly { mime: AttachmentMime; extension: string; bytes: readonly number[] }[] = [
  { mime: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { mime: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
]

export type CheckedFile = {
  mime: AttachmentMime
  extension: string
  size: number
  originalName: string
  bytes: Uint8Array<ArrayBuffer>
}

/** Returns the checked file, or the message the server answers under the field. */
export async function checkUpload(
  file: File,
  allowed: readonly AttachmentMime[] = attachmentMimeTypes,
  maxBytes = ATTACHMENT_MAX_BYTES,
): Promise<CheckedFile | { error: string }> {
  if (file.size > maxBytes)
    return { error: `The file must not be greater than ${Math.round(maxBytes / 1024 / 1024)} MB.` }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const match = signatures.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte))
  if (!match || !allowed.includes(match.mime)) {
    const names = allowed.map((mime) => signatures.find((s) => s.mime === mime)?.extension.toUpperCase()).join(', ')
    return { error: `The file must be one of: ${names}. Its content does not match.` }
  }
  return { mime: match.mime, extension: match.extension, size: file.size, originalName: file.name.slice(0, 200), bytes }
}
