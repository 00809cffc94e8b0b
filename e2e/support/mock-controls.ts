import { expect, type Page } from '@playwright/test'
import type { OutboxEmail } from '@mocks/outbox'
import { pageFetch, type PageRequest } from './page-fetch'

export type MockControls = ReturnType<typeof mockControls>

/**
 * The mock's control API, called from inside the page so the page's own service worker answers: what
 * the provider, an admin or time would do, done by a test. The page must be on the app first.
 */
export function mockControls(page: Page) {
  const control = async (path: string, request?: PageRequest): Promise<unknown> => {
    const { status, body } = await pageFetch(page, `/__mock/${path}`, request)
    expect(status, `/__mock/${path} answered ${JSON.stringify(body)}`).toBeLessThan(300)
    // Control routes answer in the API's envelope: { message, data, errors }.
    return body && typeof body === 'object' && 'data' in body ? body.data : undefined
  }
  return {
    /** Back to the seeded database, the real clock and no injected latency or failure. */
    reset: () => control('reset', { method: 'POST' }),
    /** E-mails the mock has "sent", oldest first; only those to `to` when given. */
    outbox: async (to?: string) =>
      (await control(to ? `outbox?to=${encodeURIComponent(to)}` : 'outbox')) as OutboxEmail[],
    /** The last e-mail to `to`, e.g. to read a one-time code; null when none went out. */
    latestEmail: async (to: string) =>
      (await control(`outbox/latest?to=${encodeURIComponent(to)}`)) as OutboxEmail | null,
    /** The mock's time: the instant, and the business date in Manila. */
    clock: async () => (await control('clock')) as { now: string; manila_date: string; offset_ms: number },
    /** Moves the mock's clock forward: token, code and countdown expiries follow it. */
    advanceClock: (ms: number) => control('clock/advance', { method: 'POST', json: { ms } }),
    /** Sets the mock's clock to an instant. */
    setClock: (instant: Date | string) =>
      control('clock', { method: 'POST', json: { now: new Date(instant).toISOString() } }),
    /** The provider activates the company whose admin signed up with `adminEmail`. */
    activateCompany: (adminEmail: string) =>
      control('companies/activate', { method: 'POST', json: { admin_email: adminEmail } }),
    /** An admin deactivates the user: their sessions stop working. */
    deactivateUser: (email: string) => control('users/deactivate', { method: 'POST', json: { email } }),
    /** An admin flags a password reset for the user: their sessions stop working. */
    flagPasswordReset: (email: string) => control('users/flag-password-reset', { method: 'POST', json: { email } }),
    /** The user's current access tokens expire now (all users' without `email`). */
    expireTokens: (email?: string) => control('tokens/expire', { method: 'POST', json: email ? { email } : {} }),
    /** Every API call waits `ms` first. */
    setLatency: (ms: number) => control('latency', { method: 'POST', json: { ms } }),
    /** The next API call fails this way. */
    failNext: (kind: 'network' | '500' | '429') => control('fail-next', { method: 'POST', json: { kind } }),
  }
}
