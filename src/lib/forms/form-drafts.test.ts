import { describe, expect, it } from 'vitest'
import { mergeDraft, withoutSecretsOrFiles } from './form-drafts'

describe('what a draft keeps', () => {
  it('drops every password field and every file, at any depth', () => {
    const file = new File(['%PDF'], 'medical.pdf', { type: 'application/pdf' })
    const kept = withoutSecretsOrFiles({
      reason: 'Flu',
      attachments: [file],
      avatar: file,
      account: {
        current_password: 'a',
        password: 'b',
        password_confirmation: 'c',
        confirm_password: 'd',
        email: 'm@x.ph',
      },
      contacts: [{ name: 'Jose', contact_no: '9171234567' }],
    })
    expect(kept).toEqual({
      reason: 'Flu',
      attachments: [],
      account: { email: 'm@x.ph' },
      contacts: [{ name: 'Jose', contact_no: '9171234567' }],
    })
  })

  it('lays the draft over the defaults, field by field, and replaces lists whole', () => {
    const defaults = { reason: '', bank: { name: '', no: '' }, contacts: [{ name: '' }, { name: '' }], password: '' }
    expect(mergeDraft(defaults, { reason: 'Flu', bank: { name: 'BDO' }, contacts: [{ name: 'Jose' }] })).toEqual({
      reason: 'Flu',
      bank: { name: 'BDO', no: '' },
      contacts: [{ name: 'Jose' }],
      password: '',
    })
  })
})
