/**
 * WebCrypto helpers that run the same in the browser and in Node 20, so the demo and the tests share
 * one implementation of every secret the mock handles.
 */

const encoder = new TextEncoder()

export function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length))
}

/** `length` symbols of `alphabet`, uniformly drawn (rejection sampling avoids the modulo bias). */
export function randomString(alphabet: string, length: number): string {
  const unbiasedBelow = 256 - (256 % alphabet.length)
  let text = ''
  while (text.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < unbiasedBelow && text.length < length) text += alphabet[byte % alphabet.length]
    }
  }
  return text
}

/** `length` decimal digits, uniformly drawn. */
export function randomDigits(length: number): string {
  return randomString('0123456789', length)
}

export function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function base64urlText(text: string): string {
  return base64url(encoder.encode(text))
}

/** Decodes base64url to text, or null when the input is not base64url. */
export function fromBase64urlText(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return null
  }
}

/** An opaque, unguessable token (reset tokens, hand-off codes, ids). */
export function randomToken(bytes = 32): string {
  return base64url(randomBytes(bytes))
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}

export async function sha256HexOfBytes(bytes: ArrayBuffer): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)))
}

export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)))
}

/** Compares secrets without stopping at the first difference. */
export function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    difference |= (a.charCodeAt(index) || 0) ^ (b.charCodeAt(index) || 0)
  }
  return difference === 0
}
