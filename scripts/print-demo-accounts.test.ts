import { describe, expect, it } from 'vitest'
import { findDemoAccounts, formatDemoAccounts } from './print-demo-accounts'

const ana = { email: 'ana@example.ph', password: 'first-pass-1234', label: 'Regular employee', extra: 1 }
const ben = { email: 'ben@example.ph', password: 'second-pass-5678', full_name: 'Ben Cruz' }

describe('demo accounts printed by npm start', () => {
  it('takes every persona of an exported list or record, once each', () => {
    const accounts = findDemoAccounts({ personas: [ana, ben], byKey: { ana }, title: 'not a persona', count: 2 })
    expect(accounts).toEqual([
      { email: 'ana@example.ph', password: 'first-pass-1234', label: 'Regular employee' },
      { email: 'ben@example.ph', password: 'second-pass-5678', label: 'Ben Cruz' },
    ])
  })

  it('ignores lists whose entries lack a password', () => {
    expect(findDemoAccounts({ users: [{ email: 'ana@example.ph' }] })).toEqual([])
  })

  it('lines up label, e-mail and password in columns', () => {
    const lines = formatDemoAccounts(findDemoAccounts({ personas: [ana, ben] })).split('\n')
    expect(lines[1]).toBe('    Regular employee  ana@example.ph  first-pass-1234')
    expect(lines[2]).toBe('    Ben Cruz          ben@example.ph  second-pass-5678')
  })

  it('says so when the seed has no personas', () => {
    expect(formatDemoAccounts([])).toMatch(/none found/)
  })
})
