import { API_PREFIX } from '@contract'
import { MINUTE_MS, nowMs } from '../clock'
import { base64url, constantTimeEqual } from '../crypto'

/**
 * Signed file URLs (contract/files.ts), as Laravel's URL::temporarySignedRoute makes them: the file
 * name and the expiry, signed with a server key. Only the owner's records carry them, so only the
 * owner gets a working URL; changing the name or the expiry breaks the signature.
 */
export const ATTACHMENT_LINK_LIFETIME_MS = 60 * MINUTE_MS
/** A confidential leave's documents (decision 0047): long enough to open, too short to pass around. */
export const KEPT_APART_LINK_LIFETIME_MS = 5 * MINUTE_MS

// A mock's key, apart from the token key: it only has to survive a reload of the demo.
const FILE_SIGNING_KEY = 'empleo-mock-file-signing-key'

// Imported once: a list page signs a link per attachment, and importing the key costs 4x the signing.
let signingKey: Promise<CryptoKey> | null = null
const keyOnce = () =>
  (signingKey ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(FILE_SIGNING_KEY),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  ))

const sign = async (storedName: string, expires: number | null) =>
  base64url(
    new Uint8Array(
      await crypto.subtle.sign(
        'HMAC',
        await keyOnce(),
        new TextEncoder().encode(`${storedName}|${expires ?? 'permanent'}`),
      ),
    ),
  )

/** An hour-long link for an attachment (minutes for one kept apart), from the origin the request came to. */
export async function temporaryFileUrl(
  origin: string,
  storedName: string,
  lifetimeMs = ATTACHMENT_LINK_LIFETIME_MS,
): Promise<string> {
  const expires = Math.floor((nowMs() + lifetimeMs) / 1000)
  return `${origin}${API_PREFIX}/files/${storedName}?expires=${expires}&signature=${await sign(storedName, expires)}`
}

/** A link that does not expire, for a profile photo that colleagues see as well. */
export async function permanentFileUrl(origin: string, storedName: string): Promise<string> {
  return `${origin}${API_PREFIX}/files/${storedName}?signature=${await sign(storedName, null)}`
}

export type LinkVerdict = 'valid' | 'expired' | 'invalid'

export async function checkFileLink(
  storedName: string,
  expires: number | undefined,
  signature: string | undefined,
): Promise<LinkVerdict> {
  if (!signature) return 'invalid'
  if (!constantTimeEqual(await sign(storedName, expires ?? null), signature)) return 'invalid'
  return expires !== undefined && expires * 1000 <= nowMs() ? 'expired' : 'valid'
}
