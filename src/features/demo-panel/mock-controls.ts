import type { identityControl } from '@mocks/controls/identity'
import type { serverControl } from '@mocks/controls/server'
import type { OutboxEmail } from '@mocks/outbox'

/**
 * The mock's control routes (/__mock/*, mocks/handlers/control.ts) as the panel calls them: plain
 * fetch with JSON, the same routes the e2e tests use, so the panel never reaches into the mock's
 * modules. Each call answers the envelope's `data`, or throws with the mock's message.
 */
export type ClockReading = ReturnType<typeof serverControl.clock>
export type PendingCompany = ReturnType<typeof identityControl.pendingCompanies>[number]
export type PersonaEntry = ReturnType<typeof identityControl.personas>[number]
export type { OutboxEmail }

async function control<T>(path: string, json?: Record<string, unknown>): Promise<T> {
  const init: RequestInit | undefined =
    json === undefined
      ? undefined
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) }
  const response = await fetch(new URL(`/__mock${path}`, window.location.href), init)
  const body = (await response.json().catch(() => null)) as { message?: string; data?: unknown } | null
  if (!response.ok) throw new Error(body?.message ?? `The mock answered ${response.status}.`)
  return body?.data as T
}

export const mockControls = {
  /** Every e-mail sent, oldest first. */
  outbox: () => control<OutboxEmail[]>('/outbox'),
  clock: () => control<ClockReading>('/clock'),
  advanceClock: (ms: number) => control<ClockReading>('/clock/advance', { ms }),
  resetClock: () => control<ClockReading>('/clock/reset', {}),
  personas: () => control<PersonaEntry[]>('/personas'),
  /** The code the user's authenticator shows now. */
  totpCode: (email: string) => control<string>(`/totp?email=${encodeURIComponent(email)}`),
  pendingCompanies: () => control<PendingCompany[]>('/companies/pending'),
  activateCompany: (companyId: number) => control<{ name: string }>('/companies/activate', { company_id: companyId }),
  expireTokens: (email: string) => control<{ sessions_expired: number }>('/tokens/expire', { email }),
  deactivateUser: (email: string) => control<{ sessions_ended: number }>('/users/deactivate', { email }),
  flagPasswordReset: (email: string) => control<{ sessions_ended: number }>('/users/flag-password-reset', { email }),
  /** Reseeds the database, back to real time. */
  reset: () => control<null>('/reset', {}),
}

export type MockControls = typeof mockControls
