/**
 * Where an avatar's picture can come from (docs/product/records.md#avatar, in its priority): social ids, the e-mail's
 * hash, the explicit image, initials, a default icon. Our users carry no social ids, so the pictures
 * are the Gravatar of the e-mail and the uploaded photo; initials and the icon are drawn, not fetched.
 */

/** "Maria Santos" gives "MS", "Angelica Dela Cruz" "AC" (first and last word), "Cher" "C", "" nothing. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return [first, last]
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('')
    .toLocaleUpperCase('en-PH')
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The Gravatar of `email`, addressed by its SHA-256 (Gravatar's documented hash; MD5 addresses are
 * easily reversed to the e-mail), at twice `sizePx` for sharp screens. d=404 makes a missing Gravatar
 * fail instead of answering a stock picture, so the next source shows. Null where the browser offers
 * no SubtleCrypto (an insecure origin).
 */
export async function gravatarUrl(email: string, sizePx: number): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()))
  return `https://gravatar.com/avatar/${hex(digest)}?d=404&s=${sizePx * 2}`
}
