import type { FieldErrors } from '@contract/envelope'
import { ATTACHMENT_MAX_BYTES, IMAGE_MAX_BYTES, attachmentMimeTypes, imageMimeTypes } from '@contract/limits'

/**
 * Uploads are judged by their first bytes, not by the type the browser declared
 * (docs/product/quality-targets.md#security): the contract's checks of a File's type and size have passed by now, and
 * these catch a file that lies.
 */

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

/** A request's attachments: the files that pass, and an error under `attachments.<n>` for each that does not. */
export async function checkAttachments(
  files: readonly File[],
  field = 'attachments',
): Promise<{ files: CheckedFile[]; errors: FieldErrors }> {
  const checked: CheckedFile[] = []
  const errors: FieldErrors = {}
  for (const [index, file] of files.entries()) {
    const verdict = await checkUpload(file)
    if ('error' in verdict) errors[`${field}.${index}`] = [verdict.error]
    else checked.push(verdict)
  }
  return { files: checked, errors }
}

/** A profile photo: a PNG or JPEG within the image limit. */
export async function checkImage(
  file: File,
  field = 'avatar',
): Promise<{ ok: true; file: CheckedFile } | { ok: false; errors: FieldErrors }> {
  const verdict = await checkUpload(file, imageMimeTypes, IMAGE_MAX_BYTES)
  return 'error' in verdict ? { ok: false, errors: { [field]: [verdict.error] } } : { ok: true, file: verdict }
}
