import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { contract } from '@contract'
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@mocks/seed/personas'
import { SESSION_STORAGE_KEY, type StoredSession } from '@/session/stored-session'
import { pageFetch } from './page-fetch'

type Persona = { email: string }

/** The code an authenticator app shows now for the seeded two-factor secret (RFC 6238, as the mock checks it). */
export function currentTotp(secret: string = DEMO_TOTP_SECRET, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  })
}

/**
 * Starts an employee session without the login dialog, for journeys about what comes after it: logs
 * in through the API from inside the page (the mock answers) and stores the session where the app
 * keeps it, then opens `path`. Journeys about logging in use the dialog instead.
 */
export async function signInAs(page: Page, persona: Persona, path = '/dashboard'): Promise<void> {
  await logInThroughTheApi(page, persona)
  await page.goto(path)
}

/** signInAs without opening a page after: the session is stored, and the page is where it was (the app's `/` at first). */
export async function logInThroughTheApi(page: Page, persona: Persona): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/')
  // An app already signed in on the page may store its own session over this one.
  const held = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: string | null } | null)?.token ?? null,
    SESSION_STORAGE_KEY,
  )
  if (held !== null) throw new Error(`Log in as ${persona.email} from a signed-out page: this one holds a session.`)
  const login = await pageFetch(page, contract.auth.login.path, {
    method: 'POST',
    form: { email: persona.email, password: DEMO_PASSWORD },
  })
  if (login.status !== 200)
    throw new Error(`Login as ${persona.email} answered ${login.status}: ${JSON.stringify(login.body)}`)
  let data = (login.body as { data: Record<string, unknown> }).data
  if (data.is_2fa_enabled === true && !('token' in data)) {
    const verified = await pageFetch(page, contract.auth.verifyOtp.path, {
      method: 'POST',
      form: { user_id: String(data.user_id), code: currentTotp() },
    })
    if (verified.status !== 200) throw new Error(`Two-factor step for ${persona.email} answered ${verified.status}`)
    data = (verified.body as { data: Record<string, unknown> }).data
  }
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify(storedSessionOf(data)),
  ] as const)
}

/** The session as the app keeps it in localStorage, from a signed-in answer's data (login or two-factor). */
export function storedSessionOf(data: Record<string, unknown>): StoredSession {
  const session = contract.auth.verifyOtp.responses[200].parse({ message: '', data, errors: null }).data
  return {
    user: session.user,
    token: session.token,
    timeRemaining: null,
    employmentType: session.user.employment_type,
    userType: session.userType,
  }
}

/** The `data` of a GET to the API the page reads, with the page's own session (what the page was given). */
export async function signedInData<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '',
    SESSION_STORAGE_KEY,
  )
  const answer = await pageFetch(page, path, { headers: { Authorization: `Bearer ${token}` } })
  return (answer.body as { data: T }).data
}
