/**
 * The bytes of a base64url text (RFC 4648 §5, padded or not): the server hands its VAPID public key
 * this way, and PushManager.subscribe takes the bytes.
 */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** Whether a subscription's key (an ArrayBuffer, or null) holds exactly these bytes. */
export function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (buffer === null || buffer.byteLength !== bytes.length) return false
  const other = new Uint8Array(buffer)
  return bytes.every((byte, index) => byte === other[index])
}
