import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './passwords'

describe('stored passwords', () => {
  it('accept the password they were made from and nothing else', async () => {
    const stored = await hashPassword('Mabuhay-Demo-2026')
    expect(await verifyPassword('Mabuhay-Demo-2026', stored)).toBe(true)
    expect(await verifyPassword('mabuhay-demo-2026', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('never contain the password and differ for the same password (salted)', async () => {
    const first = await hashPassword('Mabuhay-Demo-2026')
    const second = await hashPassword('Mabuhay-Demo-2026')
    expect(first).not.toContain('Mabuhay')
    expect(first).not.toBe(second)
    expect(first).toMatch(/^pbkdf2_sha256\$\d+\$[\w-]+\$[\w-]+$/)
  })

  it('refuse a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    expect(await verifyPassword('x', 'pbkdf2_sha256$abc$salt$hash')).toBe(false)
  })
})
