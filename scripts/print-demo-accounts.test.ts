import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_RECOVERY_CODES, personas } from '../mocks/seed/personas'
import { formatDemoAccounts } from './print-demo-accounts'

describe('demo accounts printed by npm start', () => {
  it('lists every seeded persona with its e-mail and password', () => {
    const table = formatDemoAccounts()
    for (const persona of Object.values(personas)) expect(table).toContain(persona.email)
    expect(table).toContain(DEMO_PASSWORD)
  })

  it("lists the two-factor persona's recovery codes", () => {
    for (const code of DEMO_RECOVERY_CODES) expect(formatDemoAccounts()).toContain(code)
  })

  it('lines up label, e-mail and password in columns', () => {
    const [, first, second] = formatDemoAccounts([personas.regular, personas.owner]).split('\n')
    expect(first?.indexOf(personas.regular.email)).toBe(second?.indexOf(personas.owner.email))
    expect(first?.endsWith(DEMO_PASSWORD)).toBe(true)
  })
})
