import { join } from 'node:path'
import type { PersonaKey } from '@mocks/seed/personas'

/**
 * The personas whose signed-in browser state a setup project saves once per run (sign-in-personas.setup.ts),
 * so journeys start signed in without logging in again: `test.use({ persona: 'regular' })`.
 */
export const signedInPersonas = [
  'regular',
  'probationary',
  'contractor',
  'onboarding',
  'mustChangePassword',
  'adminEmployee',
] as const satisfies readonly PersonaKey[]

export type SignedInPersona = (typeof signedInPersonas)[number]

const statesDir = join(import.meta.dirname, '..', 'node_modules', '.cache', 'e2e-personas')

/** The saved storage state of a persona: the session and the demo's database that knows it. */
export const storageStateOf = (persona: SignedInPersona) => join(statesDir, `${persona}.json`)
