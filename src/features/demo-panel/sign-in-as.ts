import type { Session } from '@contract/user'
import { api, apiData, isApiError } from '@/lib/api'
import type { DemoSession } from './demo-session'
import type { MockControls, PersonaEntry } from './mock-controls'

const TOTP_POLL_MS = 1_000
// One authenticator step is 30 s; a little more covers a step that began during the first read.
const TOTP_WAIT_LIMIT_MS = 32_000

// The server accepts an authenticator code once (RFC 6238 replay rule), so a second sign-in within the
// same 30 s waits for the next code instead of being refused.
let lastCodeUsed: string | null = null

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function freshTotp(controls: MockControls, email: string, onWaiting: () => void): Promise<string> {
  let code = await controls.totpCode(email)
  for (let waited = 0; code === lastCodeUsed && waited < TOTP_WAIT_LIMIT_MS; waited += TOTP_POLL_MS) {
    if (waited === 0) onWaiting()
    await pause(TOTP_POLL_MS)
    code = await controls.totpCode(email)
  }
  lastCodeUsed = code
  return code
}

/** Why the server refused, in its own words: a login refusal travels as the e-mail field's error. */
export function refusalOf(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error)
  return Object.values(error.fieldErrors).flat()[0] ?? error.message
}

/**
 * Ends the current session, then signs in as the persona through the real API, as the login dialog
 * would: the password, then (two-factor on) the code the persona's authenticator shows now.
 */
export async function signInAs(
  persona: Pick<PersonaEntry, 'email' | 'password'>,
  {
    controls,
    session,
    onWaitingForCode = () => {},
  }: { controls: MockControls; session: DemoSession; onWaitingForCode?: () => void },
): Promise<Session> {
  session.signOut()
  const started = await apiData(api.auth.login({ body: { email: persona.email, password: persona.password } }))
  const signedIn =
    'token' in started
      ? started
      : await apiData(
          api.auth.verifyOtp({
            body: { user_id: started.user_id, code: await freshTotp(controls, persona.email, onWaitingForCode) },
          }),
        )
  session.signIn(signedIn)
  return signedIn
}
