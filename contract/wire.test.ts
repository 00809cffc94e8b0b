import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeMultipart, decodeQuery, encodeMultipart } from './wire'

describe('multipart bodies travel the way a Laravel server reads them', () => {
  it('sends strings as they are, not JSON-quoted', () => {
    const form = encodeMultipart({ email: 'maria@example.ph', reason: 'Fever "and" chills' })
    expect(form.get('email')).toBe('maria@example.ph')
    expect(form.get('reason')).toBe('Fever "and" chills')
  })

  it('sends booleans as 1 and 0, numbers as text, and skips undefined', () => {
    const form = encodeMultipart({ agree: true, off: false, index: 2, missing: undefined })
    expect([...form.keys()]).toEqual(['agree', 'off', 'index'])
    expect(form.get('agree')).toBe('1')
    expect(form.get('off')).toBe('0')
    expect(form.get('index')).toBe('2')
  })

  it('sends files as attachments[] and lists of objects in bracket notation', () => {
    const file = new File(['%PDF-1.4'], 'medical.pdf', { type: 'application/pdf' })
    const form = encodeMultipart({ attachments: [file], contacts: [{ name: 'Jose', relationship: 'Father' }] })
    expect(form.getAll('attachments[]')).toHaveLength(1)
    expect(form.get('contacts[0][name]')).toBe('Jose')
    expect(form.get('contacts[0][relationship]')).toBe('Father')
  })

  it('decodes what it encodes', () => {
    const file = new File(['\x89PNG'], 'receipt.png', { type: 'image/png' })
    const body = {
      type: 'training',
      attachments: [file, file],
      banks: [
        { bank_name: 'BDO', account_no: '0012345678' },
        { bank_name: 'BPI', account_no: '9876543210' },
      ],
      primary_bank_index: '1',
    }
    const decoded = decodeMultipart(encodeMultipart(body))
    expect(decoded).toEqual({ ...body, attachments: [expect.any(File), expect.any(File)] })
  })

  it('round-trips any nesting of strings, lists and records', () => {
    const key = fc.stringMatching(/^[a-z][a-z_]{0,8}$/)
    const text = fc.string({ maxLength: 20 })
    const value = fc.oneof(
      text,
      fc.array(text, { minLength: 1, maxLength: 3 }),
      fc.dictionary(key, text, { minKeys: 1, maxKeys: 3 }),
    )
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 5 }), (body) => {
        expect(decodeMultipart(encodeMultipart(body))).toEqual(body)
      }),
    )
  })
})

describe('hostile multipart keys cannot hurt the server', () => {
  it('ignores prototype keys', () => {
    const form = new FormData()
    form.append('__proto__[polluted]', 'yes')
    form.append('a[constructor][prototype][x]', 'yes')
    const decoded = decodeMultipart(form)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(decoded).toEqual({})
  })

  it('does not build huge arrays from huge indices', () => {
    const form = new FormData()
    form.append('contacts[99999999][name]', 'x')
    const decoded = decodeMultipart(form) as { contacts: unknown }
    expect(Array.isArray(decoded.contacts)).toBe(false)
  })

  it('stops at a sane depth', () => {
    const form = new FormData()
    form.append('a[b][c][d][e][f][g]', 'deep')
    expect(decodeMultipart(form)).toEqual({})
  })
})

describe('list queries', () => {
  it('read filter[status]=pending as a nested filter', () => {
    const params = new URLSearchParams('page=2&sort=-updated_at&filter[status]=pending&filter[search]=fever')
    expect(decodeQuery(params)).toEqual({
      page: '2',
      sort: '-updated_at',
      filter: { status: 'pending', search: 'fever' },
    })
  })
})
