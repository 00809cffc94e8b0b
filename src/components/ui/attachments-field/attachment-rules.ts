import { attachmentSchema, attachmentsSchema } from '@contract/fields'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, attachmentMimeTypes } from '@contract/limits'
import { formatFileSize } from './file-size'

/** The contract's attachment rules, read before anything is uploaded. */

const typeNames: Record<(typeof attachmentMimeTypes)[number], string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
}

const names = attachmentMimeTypes.map((type) => typeNames[type])

/** e.g. 'PDF, PNG or JPEG, up to 10 MB each, at most 5 files.' */
export const ATTACHMENT_LIMITS = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}, up to ${formatFileSize(ATTACHMENT_MAX_BYTES)} each, at most ${ATTACHMENT_MAX_FILES} files.`

const extensions: Record<(typeof attachmentMimeTypes)[number], string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
}

/** What the file picker offers: the contract's types and their extensions (the input's accept). */
export const ATTACHMENT_ACCEPT = attachmentMimeTypes.flatMap((type) => [type, ...extensions[type]]).join(',')

export const isSameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified && a.type === b.type

export type Sorted = { added: File[]; refusals: string[] }

/**
 * Splits newly chosen files into those the contract accepts, in order, after `current`, and a
 * message for each refused one naming the file and the rule it breaks.
 */
export function sortChosenFiles(current: readonly File[], chosen: readonly File[]): Sorted {
  const kept = [...current]
  const added: File[] = []
  const refusals: string[] = []
  for (const file of chosen) {
    const refuse = (rule: string) => refusals.push(`“${file.name}” was not added. ${rule}`)
    if (kept.some((other) => isSameFile(other, file))) {
      refuse('It is already attached.')
      continue
    }
    const fileCheck = attachmentSchema.safeParse(file)
    if (!fileCheck.success) {
      refuse(fileCheck.error.issues[0]?.message ?? '')
      continue
    }
    const listCheck = attachmentsSchema.safeParse([...kept, file])
    if (!listCheck.success) {
      refuse(listCheck.error.issues[0]?.message ?? '')
      continue
    }
    kept.push(file)
    added.push(file)
  }
  return { added, refusals }
}
