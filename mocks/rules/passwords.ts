import { base64url, constantTimeEqual, randomBytes } from '../crypto'

/**
 * Salted PBKDF2-SHA256 through WebCrypto (browser and Node alike), stored as
 * `pbkdf2_sha256$<iterations>$<salt>$<hash>` so the cost can change without breaking old hashes.
 * A real server uses 600,000 iterations (OWASP 2023); the mock uses far fewer so a test suite that
 * logs in hundreds of times stays fast. The rule, not the cost, is what the mock demonstrates.
 */
const ITERATIONS = 10_000
const encoder = new TextEncoder()

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  // A fresh ArrayBuffer-backed copy satisfies WebCrypto's BufferSource typing in every lib version.
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations },
    key,
    256,
  )
  return base64url(new Uint8Array(bits))
}

export async function hashPassword(password: string, salt: Uint8Array = randomBytes(16)): Promise<string> {
  return `pbkdf2_sha256$${ITERATIONS}$${base64url(salt)}$${await derive(password, salt, ITERATIONS)}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$')
  if (scheme !== 'pbkdf2_sha256' || !iterations || !salt || !hash) return false
  const count = Number(iterations)
  if (!Number.isSafeInteger(count) || count < 1) return false
  try {
    const saltBytes = Uint8Array.from(atob(salt.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
    return constantTimeEqual(await derive(password, saltBytes, count), hash)
  } catch {
    return false
  }
}
