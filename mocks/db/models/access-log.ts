import type { AccessAction, AccessActorRole, PrivacyCategory } from '@contract/privacy-values'
import { autoIncrement } from '../sequence'

/**
 * Who read or changed a person's data, and why (docs/product/privacy.md#access-log). Written only by
 * `logAccess` (mocks/rules/access-log.ts); read only by the person it is about.
 */
export const accessLogModels = {
  access_log: {
    id: autoIncrement('access_log'),
    /** The person whose data it was. */
    user_id: Number,
    at: String,
    actor_name: String,
    actor_role: (): AccessActorRole => 'system',
    category: (): PrivacyCategory => 'identity',
    action: (): AccessAction => 'read',
    record: String,
    purpose: String,
  },
}
