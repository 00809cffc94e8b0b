import { describe, expect, it } from 'vitest'
import { qrCodeDataUrl } from './qr-code'

describe('the two-factor setup QR code', () => {
  it('is an SVG image of dark modules, larger for longer content', () => {
    const short = decodeURIComponent(qrCodeDataUrl('otpauth://totp/Empleo:a?secret=ABC'))
    const long = decodeURIComponent(qrCodeDataUrl(`otpauth://totp/Empleo:${'x'.repeat(120)}?secret=ABC`))
    expect(short.startsWith('data:image/svg+xml')).toBe(true)
    expect(short).toMatch(/<path fill="#000" d="M\d+ \d+h1v1h-1z/)
    const viewBox = (svg: string) => Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1])
    expect(viewBox(long)).toBeGreaterThan(viewBox(short))
  })
})
