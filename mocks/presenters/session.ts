import type { SignedInSession } from '@contract/sessions'
import type { SessionRow } from '../db'
import { readUserAgent } from '../rules/user-agents'

/** A session as its owner sees it in Sessions and devices; `current` for the one asking. */
export function presentSession(row: SessionRow, currentId: string): SignedInSession {
  const { browser, system, device } = readUserAgent(row.user_agent)
  return {
    id: row.id,
    device,
    browser,
    system,
    place: row.place,
    signed_in_at: row.issued_at,
    last_active_at: row.last_active_at,
    current: row.id === currentId,
  }
}
