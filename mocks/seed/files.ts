import type { Faker } from '@faker-js/faker'
import type { Database } from '../db'
import type { AttachableKind } from '../db/models/files'
import { textPdf, type PdfLine } from '../presenters/pdf'
import { forgetAllBytes } from '../storage/file-bytes'
import type { AreaSeeder } from './context'

/**
 * Seeded attachments are small generated PDFs (a medical certificate, receipts). Only the lines they
 * are made from are stored, so their bytes come back after the demo reloads.
 */

export function seedPdfAttachment(
  { db, faker }: { db: Database; faker: Faker },
  owner: { userId: number; kind: AttachableKind; attachableId: number },
  fileName: string,
  lines: PdfLine[],
  at: string,
): void {
  db.stored_file.create({
    user_id: owner.userId,
    attachable_kind: owner.kind,
    attachable_id: owner.attachableId,
    stored_name: `${faker.string.alphanumeric(24)}.pdf`,
    original_name: fileName,
    mime_type: 'application/pdf',
    size: textPdf(lines).length,
    generated_from: JSON.stringify(lines),
    created_at: at,
  })
}

/** A fresh database starts without the bytes of earlier uploads. */
export const forgetUploadedFiles: AreaSeeder = () => forgetAllBytes()
