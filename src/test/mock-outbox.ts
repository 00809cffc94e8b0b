import { expect } from 'vitest'
import { control } from '@mocks/node'

/** The code the mock e-mailed last to `email`, as its owner would read it. */
export function codeFor(email: string): string {
  const code = control.latestEmail(email)?.code ?? ''
  expect(code, `a code e-mailed to ${email}`).toMatch(/^\d{6}$/)
  return code
}
