import { contract } from '@contract'
import { forbidden, implement, success } from '../adapter'
import { isoIn } from '../clock'
import { randomToken, sha256Hex } from '../crypto'
import { db } from '../db'

/**
 * The hand-off to the admin application: a single-use code, valid 60 seconds, that the admin app
 * redeems for its own session (the mock's side of that is control-api/identity.ts redeemAdminHandoff).
 */
const routes = contract.switchAccount

export const ADMIN_HANDOFF_LIFETIME_MS = 60 * 1000

const configuredAdminApp: unknown = import.meta.env?.VITE_ADMIN_APP_URL
const ADMIN_APP_URL =
  typeof configuredAdminApp === 'string' && configuredAdminApp !== '' ? configuredAdminApp : '/admin'

export const switchAccountHandlers = [
  implement(routes.switchToAdmin, async ({ user }) => {
    if (!user.is_admin || user.is_admin_inactive) {
      return forbidden('Only an active administrator can switch to the admin application.')
    }
    const code = randomToken(32)
    const expiresAt = isoIn(ADMIN_HANDOFF_LIFETIME_MS)
    db.admin_handoff.create({ user_id: user.id, code_hash: await sha256Hex(code), expires_at: expiresAt })
    return success(
      { redirect_url: `${ADMIN_APP_URL.replace(/\/$/, '')}/handoff`, handoff_code: code, expires_at: expiresAt },
      'Switching to the admin application.',
    )
  }),
]
