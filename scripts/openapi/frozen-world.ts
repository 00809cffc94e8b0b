import nodeCrypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

/**
 * Runs `work` with time stopped at `instant` and random bytes drawn from a fixed seed, so the mock
 * answers the same bytes on every run (tokens, salts, generated file names), and restores both after.
 * The mock reads time through mocks/clock.ts (Date.now) and randomness through crypto.getRandomValues,
 * or node:crypto's randomBytes in libraries (otpauth); modules that draw at import must be imported
 * inside `work`.
 */
export async function inFrozenWorld<T>(instant: string, work: () => Promise<T>): Promise<T> {
  const realNow = Date.now
  const realCrypto = globalThis.crypto
  const frozen = new Date(instant).getTime()
  let state = 0x2f6b_3a91
  // mulberry32: a small, well-known seeded generator; these bytes protect nothing.
  const nextByte = () => {
    state = (state + 0x6d2b_79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) & 0xff
  }
  const seeded: Pick<Crypto, 'getRandomValues' | 'subtle' | 'randomUUID'> = {
    getRandomValues: <A extends ArrayBufferView | null>(array: A): A => {
      if (array)
        new Uint8Array(array.buffer, array.byteOffset, array.byteLength).forEach((_, i, bytes) => {
          bytes[i] = nextByte()
        })
      return array
    },
    subtle: realCrypto.subtle,
    randomUUID: () => realCrypto.randomUUID(),
  }
  const realRandomBytes = nodeCrypto.randomBytes
  const seededRandomBytes = (size: number) => Buffer.from(seeded.getRandomValues(new Uint8Array(size)))
  Date.now = () => frozen
  Object.defineProperty(globalThis, 'crypto', { value: seeded, configurable: true, writable: true })
  nodeCrypto.randomBytes = seededRandomBytes as typeof nodeCrypto.randomBytes
  syncBuiltinESMExports()
  try {
    return await work()
  } finally {
    Date.now = realNow
    Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true, writable: true })
    nodeCrypto.randomBytes = realRandomBytes
    syncBuiltinESMExports()
  }
}
