import { nullable } from '@mswjs/data'
import type { attachmentMimeTypes } from '@contract/limits'
import { autoIncrement } from '../sequence'

/**
 * Uploaded files: the metadata lives here, the bytes in memory (mocks/storage/file-bytes.ts), because
 * the demo persists the database to localStorage, which holds a few MB in all and cannot take 10 MB
 * attachments. Seeded files keep the text they were generated from, so their bytes come back after a
 * reload; bytes uploaded in a demo session are gone after one (the file then answers 404).
 */
export type StoredMime = (typeof attachmentMimeTypes)[number]
export type AttachableKind =
  'leave_request' | 'expense_request' | 'certificate_request' | 'correction_request' | 'avatar'

export const fileModels = {
  stored_file: {
    id: autoIncrement('stored_file'),
    /** The owner: the only person a signed URL for it is given to. */
    user_id: Number,
    attachable_kind: (): AttachableKind => 'leave_request',
    /** The request it belongs to; null for a profile photo. */
    attachable_id: nullable<number>(() => null),
    /** Generated, unguessable, with the extension of the checked type: never the uploader's name. */
    stored_name: String,
    original_name: String,
    mime_type: (): StoredMime => 'application/pdf',
    size: Number,
    /**
     * The documents of a confidential leave (docs/decisions/0047-confidential-leave.md): their bytes live
     * in a namespace of their own, their links last minutes, and no cache keeps them.
     */
    kept_apart: Boolean,
    /** Seeded PDFs only: the lines they were made from (JSON), to make the bytes again. */
    generated_from: nullable<string>(() => null),
    created_at: String,
  },
}
