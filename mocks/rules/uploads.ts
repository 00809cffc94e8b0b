import type { FieldErrors } from '@contract/envelope'
import { IMAGE_MAX_BYTES, imageMimeTypes } from '@contract/limits'
import { checkUpload, type CheckedFile } from './attachments'

/**
 * Uploads are judged by their first bytes, not by the type the browser declared
 * (docs/product/quality-targets.md#security): the contract's checks of a File's type and size have passed by now, and
 * these catch a file that lies.
 */

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

export async function checkImage(
  file: File,
  field = 'avatar',
): Promise<{ ok: true; file: CheckedFile } | { ok: false; errors: FieldErrors }> {
  const verdict = await checkUpload(file, imageMimeTypes, IMAGE_MAX_BYTES)
  return 'error' in verdict ? { ok: false, errors: { [field]: [verdict.error] } } : { ok: true, file: verdict }
}
