import { describe, expect, it } from 'vitest'
import { base64UrlToBytes, sameBytes } from './base64url'

describe('a base64url text as bytes', () => {
  it('reads the URL alphabet, with or without padding', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff])
    expect([...base64UrlToBytes('-_8=')]).toEqual([0xfb, 0xff])
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3])
    expect([...base64UrlToBytes('AQ')]).toEqual([1])
  })

  it('compares with a subscription key', () => {
    const bytes = base64UrlToBytes('AQID')
    expect(sameBytes(new Uint8Array([1, 2, 3]).buffer, bytes)).toBe(true)
    expect(sameBytes(new Uint8Array([1, 2, 4]).buffer, bytes)).toBe(false)
    expect(sameBytes(new Uint8Array([1, 2]).buffer, bytes)).toBe(false)
    expect(sameBytes(null, bytes)).toBe(false)
  })
})
