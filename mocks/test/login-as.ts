import { expect } from 'vitest'
import type { User } from '@contract/user'
import { generateTotp } from '../rules/totp'
import { personas, type PersonaKey } from '../seed/personas'
import { createClient, type TestClient } from './client'

export type SignedIn = { token: string; user: User; client: TestClient }

/**
 * Signs a persona in through the real endpoints (password, then the authenticator code when
 * two-factor is on) and answers a client that carries the token.
 */
export async function loginAs(key: PersonaKey): Promise<SignedIn> {
  const persona = personas[key]
  const anonymous = createClient()
  const login = await anonymous.auth.login({ body: { email: persona.email, password: persona.password } })
  expect(login.status, `login of ${key}`).toBe(200)
  if (login.status !== 200) throw new Error(`login of ${key} failed`)

  let session = login.body.data
  if ('is_2fa_enabled' in session) {
    const secret = 'totp_secret' in persona ? persona.totp_secret : undefined
    if (!secret) throw new Error(`${key} has two-factor on but no known secret`)
    const verified = await anonymous.auth.verifyOtp({ body: { user_id: session.user_id, code: generateTotp(secret) } })
    expect(verified.status, `two-factor step of ${key}`).toBe(200)
    if (verified.status !== 200) throw new Error(`two-factor step of ${key} failed`)
    session = verified.body.data
  }
  return { token: session.token, user: session.user, client: createClient(session.token) }
}
