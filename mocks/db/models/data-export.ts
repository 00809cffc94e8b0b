import { nullable } from '@mswjs/data'
import { autoIncrement } from '../sequence'

/**
 * "Download my data" (docs/product/privacy.md#download-my-data): one row a request. The archive's bytes live
 * in the byte store (mocks/storage/file-bytes.ts) under `byte_key`, like uploads: the demo's database is
 * saved to localStorage, which cannot hold them.
 */
export const dataExportModels = {
  data_export: {
    id: autoIncrement('data_export'),
    user_id: Number,
    requested_at: String,
    /** When the background job may finish it: a short while after the request. */
    due_at: String,
    /** When the archive was made; null while preparing. */
    ready_at: nullable<string>(() => null),
    expires_at: nullable<string>(() => null),
    /** The random download token, given only to the person; null while preparing. */
    token: nullable<string>(() => null),
    byte_key: nullable<string>(() => null),
  },
}
