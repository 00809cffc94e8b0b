import { autoIncrement } from '../sequence'

/**
 * The Idempotency-Key of each write that carried one, per person, with the answer it got
 * (mocks/rules/idempotency.ts). A table, so a key is kept with the data it guards: saved with it
 * (decision 31) and undone with it when the write fails (mocks/db/transaction.ts).
 */
export const idempotencyModels = {
  idempotency_key: {
    id: autoIncrement('idempotency_key'),
    user_id: Number,
    key: String,
    /** A digest of the method, path and body the key was first sent with. */
    fingerprint: String,
    status: Number,
    /** The answer's own headers, as JSON entries. */
    headers: String,
    body: String,
    /** Milliseconds on the mock's clock: the key is forgotten 24 hours later. */
    created_ms: Number,
  },
}
