import type { PersonaKey } from '@mocks/seed/personas'

/** What each seeded persona (mocks/seed/personas.ts) lets a presenter show, in one line. */
export const personaNotes: Record<PersonaKey, string> = {
  regular: 'The main tour: a year of leave, expenses, payslips and moods.',
  twoFactor: 'Sign-in with an authenticator code; the panel enters the current one.',
  probationary: 'Leave and payslips, but no expense requests (employment-type gate).',
  contractor: 'No leave, expenses or payslips: gated pages answer 403.',
  onboarding: 'A new hire: sent to the onboarding form before anything else.',
  mustChangePassword: 'Sent to Settings to choose a new password before anything else.',
  deactivated: 'Refused at sign-in: the account is deactivated.',
  adminEmployee: 'HR manager: the employee pages, plus the switch to the admin application.',
  owner: 'Admin only: the app sends the browser to the admin application (not part of this demo).',
  pendingOwner: 'Refused until the company is activated (Server events, then Activate).',
}

export function noteFor(key: string): string | null {
  return key in personaNotes ? personaNotes[key as PersonaKey] : null
}
