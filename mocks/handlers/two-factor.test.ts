import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api/index'
import { db } from '../db'
import { generateTotp } from '../rules/totp'
import { DEMO_PASSWORD, DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET, personas } from '../seed/personas'
import { createClient } from '../test/client'
import { loginAs } from '../test/login-as'
import { userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'

useMockServer()

const STEP_MS = 30_000
const atStartOfStep = () => clock.set(Math.ceil((Date.now() + STEP_MS) / STEP_MS) * STEP_MS + 5_000)
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')
const RECOVERY_CODE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/

/** The password step of a login, then the two-factor step with a recovery code: the status it gets. */
async function loginWithRecoveryCode(email: string, recoveryCode: string): Promise<number> {
  const api = createClient()
  const login = await api.auth.login({ body: { email, password: DEMO_PASSWORD } })
  if (login.status !== 200 || !('is_2fa_enabled' in login.body.data)) throw new Error('expected a two-factor challenge')
  const answer = await api.auth.verifyOtp({ body: { user_id: login.body.data.user_id, recovery_code: recoveryCode } })
  return answer.status
}

async function setUp(client: Awaited<ReturnType<typeof loginAs>>['client']): Promise<string> {
  const setup = await client.twoFactor.generate()
  if (setup.status !== 200) throw new Error(`generate answered ${setup.status}`)
  return setup.body.data.secret
}

describe('GET /2fa/generate', () => {
  it('starts a setup: a base32 secret, its otpauth URL and an image to scan', async () => {
    const { client } = await loginAs('regular')
    const answer = await client.twoFactor.generate()
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: {
          secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
          otpauth_url: expect.stringContaining('otpauth://totp/Empleo:'),
          qr_code: expect.stringMatching(/^data:image\/svg\+xml/),
        },
      },
    })
  })

  it('answers 401 without a token', async () => {
    expect((await createClient().twoFactor.generate()).status).toBe(401)
  })

  it('answers 409 while two-factor is already on', async () => {
    const { client } = await loginAs('twoFactor')
    expect((await client.twoFactor.generate()).status).toBe(409)
  })
})

describe('POST /2fa/enable', () => {
  it('turns two-factor on with a code of the new secret, ends the other sessions and e-mails the user', async () => {
    atStartOfStep()
    const here = await loginAs('regular')
    const elsewhere = await loginAs('regular')
    const secret = await setUp(here.client)
    const answer = await here.client.twoFactor.enable({ body: { code: generateTotp(secret) } })
    expect(answer).toMatchObject({
      status: 200,
      body: { message: expect.stringMatching(/^Two-factor authentication is now on\./) },
    })

    expect((await here.client.auth.me()).body).toMatchObject({ data: { user: { is_2fa_enabled: true } } })
    expect(await elsewhere.client.auth.me()).toMatchObject({
      status: 401,
      body: { message: expect.stringMatching(/two-factor/) },
    })
    expect(control.latestEmail(personas.regular.email)?.subject).toBe('Two-factor authentication is on')
    const nextLogin = await createClient().auth.login({
      body: { email: personas.regular.email, password: DEMO_PASSWORD },
    })
    expect(nextLogin.body).toMatchObject({ data: { is_2fa_enabled: true } })
  })

  it('answers 10 recovery codes, shown this once: the mock keeps only their hashes and counts them', async () => {
    atStartOfStep()
    const { client } = await loginAs('regular')
    const secret = await setUp(client)
    const answer = await client.twoFactor.enable({ body: { code: generateTotp(secret) } })
    if (answer.status !== 200) throw new Error(`enable answered ${answer.status}`)
    const codes = answer.body.data.recovery_codes
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE)
    expect(new Set(codes).size).toBe(10)
    expect(answer.body.message).toMatch(/recovery codes.*only once/)

    const stored = JSON.stringify(db.recovery_code.getAll())
    for (const code of codes) expect(stored).not.toContain(code.replace('-', ''))
    expect(await client.twoFactor.recoveryCodes()).toMatchObject({ status: 200, body: { data: { remaining: 10 } } })
    expect(await loginWithRecoveryCode(personas.regular.email, codes[3] ?? '')).toBe(200)
    expect(await client.twoFactor.recoveryCodes()).toMatchObject({ body: { data: { remaining: 9 } } })
  })

  it('refuses a wrong code, and a code before any setup', async () => {
    atStartOfStep()
    const { client } = await loginAs('regular')
    expect(await client.twoFactor.enable({ body: { code: '123456' } })).toMatchObject({
      status: 422,
      body: { errors: { code: [expect.stringMatching(/generate a new QR code/)] } },
    })
    const secret = await setUp(client)
    const answer = await client.twoFactor.enable({ body: { code: wrongCode(generateTotp(secret)) } })
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { code: [expect.stringMatching(/invalid or has expired/)] } },
    })
  })

  it('refuses a code that is not 6 digits', async () => {
    const { client } = await loginAs('regular')
    expect(await client.twoFactor.enable({ body: { code: '' } })).toMatchObject({
      status: 422,
      body: { errors: { code: ['The code must be 6 digits.'] } },
    })
  })

  it('answers 401 without a token', async () => {
    expect((await createClient().twoFactor.enable({ body: { code: '123456' } })).status).toBe(401)
  })
})

describe('POST /2fa/disable', () => {
  it('turns two-factor off with a fresh code, ends the other sessions and e-mails the user', async () => {
    atStartOfStep()
    const here = await loginAs('twoFactor')
    clock.advance(STEP_MS) // the login used this step's code; the next step brings a fresh one
    const elsewhere = await loginAs('twoFactor')
    clock.advance(STEP_MS)
    const answer = await here.client.twoFactor.disable({ body: { code: generateTotp(DEMO_TOTP_SECRET) } })
    expect(answer).toMatchObject({ status: 200, body: { message: 'Two-factor authentication is now off.' } })
    expect(await elsewhere.client.auth.me()).toMatchObject({ status: 401 })
    expect(control.latestEmail(personas.twoFactor.email)?.subject).toBe('Two-factor authentication is off')
    const nextLogin = await createClient().auth.login({
      body: { email: personas.twoFactor.email, password: DEMO_PASSWORD },
    })
    expect(nextLogin.body).toMatchObject({ data: { userType: 'employee', token: expect.any(String) } })
  })

  it('refuses the code that was just used to sign in (no replay) and a wrong one', async () => {
    atStartOfStep()
    const { client } = await loginAs('twoFactor')
    const used = generateTotp(DEMO_TOTP_SECRET)
    expect((await client.twoFactor.disable({ body: { code: used } })).status).toBe(422)
    expect((await client.twoFactor.disable({ body: { code: wrongCode(used) } })).status).toBe(422)
  })

  it('answers the 11th wrong try in 15 minutes with 429 and when to retry, even with the right code, then lets it through', async () => {
    atStartOfStep()
    const { client } = await loginAs('twoFactor')
    clock.advance(STEP_MS)
    const right = generateTotp(DEMO_TOTP_SECRET)
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await client.twoFactor.disable({ body: { code: wrongCode(right) } })).status, `try ${attempt}`).toBe(422)
    }
    const blocked = await client.twoFactor.disable({ body: { code: right } })
    expect(blocked).toMatchObject({
      status: 429,
      body: { message: expect.stringMatching(/try again in 15 minutes/), data: { retry_after: expect.any(Number) } },
    })
    if (blocked.status !== 429) throw new Error('expected 429')
    expect(blocked.body.data.retry_after).toBeGreaterThan(14 * 60)
    expect(blocked.headers.get('retry-after')).toBe(String(blocked.body.data.retry_after))
    expect((await client.auth.me()).body).toMatchObject({ data: { user: { is_2fa_enabled: true } } })

    clock.advance(blocked.body.data.retry_after * 1000 + 1_000)
    const later = await client.twoFactor.disable({ body: { code: generateTotp(DEMO_TOTP_SECRET) } })
    expect(later.status).toBe(200)
  })

  it('turns two-factor off with the password instead of a code, and voids the recovery codes', async () => {
    const { client } = await loginAs('twoFactor')
    const answer = await client.twoFactor.disable({ body: { password: DEMO_PASSWORD } })
    expect(answer).toMatchObject({ status: 200, body: { message: 'Two-factor authentication is now off.' } })
    expect(db.recovery_code.getAll().filter((row) => row.user_id === userIdOf('twoFactor'))).toEqual([])
    expect(await client.twoFactor.recoveryCodes()).toMatchObject({ status: 409 })
  })

  it('refuses a wrong password under password, and counts it with wrong codes', async () => {
    atStartOfStep()
    const { client } = await loginAs('twoFactor')
    clock.advance(STEP_MS)
    expect(await client.twoFactor.disable({ body: { password: 'not-my-password' } })).toMatchObject({
      status: 422,
      body: { errors: { password: ['The password is incorrect.'] } },
    })
    const right = generateTotp(DEMO_TOTP_SECRET)
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      const wrong = attempt % 2 ? { password: `guess-${attempt}` } : { code: wrongCode(right) }
      expect((await client.twoFactor.disable({ body: wrong })).status, `try ${attempt}`).toBe(422)
    }
    expect((await client.twoFactor.disable({ body: { password: DEMO_PASSWORD } })).status).toBe(429)
  })

  it('names what is missing when neither a code nor the password is given, and refuses both at once', async () => {
    const { client } = await loginAs('twoFactor')
    expect(await client.twoFactor.disable({ body: {} })).toMatchObject({
      status: 422,
      body: {
        errors: {
          code: ['Enter the 6-digit code from your authenticator app, or your password instead.'],
          password: ['Enter your password, or the 6-digit code from your authenticator app instead.'],
        },
      },
    })
    expect(await client.twoFactor.disable({ body: { code: '', password: '' } })).toMatchObject({ status: 422 })
    expect(await client.twoFactor.disable({ body: { code: '123456', password: DEMO_PASSWORD } })).toMatchObject({
      status: 422,
      body: { errors: { password: ['Give either the code or your password, not both.'] } },
    })
  })

  it('answers 409 when two-factor is already off, 422 for a malformed code and 401 without a token', async () => {
    const { client } = await loginAs('regular')
    expect((await client.twoFactor.disable({ body: { code: '123456' } })).status).toBe(409)
    const twoFactor = await loginAs('twoFactor')
    expect(await twoFactor.client.twoFactor.disable({ body: { code: 'abcdef' } })).toMatchObject({
      status: 422,
      body: { errors: { code: ['The code must be 6 digits.'] } },
    })
    expect((await createClient().twoFactor.disable({ body: { code: '123456' } })).status).toBe(401)
  })
})

describe('GET /2fa/recovery-codes', () => {
  it('says how many recovery codes are left, never the codes', async () => {
    const { client } = await loginAs('twoFactor')
    const answer = await client.twoFactor.recoveryCodes()
    expect(answer).toMatchObject({ status: 200, body: { data: { remaining: 10, generated_at: expect.any(String) } } })
    expect(JSON.stringify(answer.body)).not.toContain(DEMO_RECOVERY_CODES[0])
    expect(await loginWithRecoveryCode(personas.twoFactor.email, DEMO_RECOVERY_CODES[0])).toBe(200)
    expect(await client.twoFactor.recoveryCodes()).toMatchObject({ body: { data: { remaining: 9 } } })
  })

  it('answers 409 while two-factor is off and 401 without a token', async () => {
    const { client } = await loginAs('regular')
    expect((await client.twoFactor.recoveryCodes()).status).toBe(409)
    expect((await createClient().twoFactor.recoveryCodes()).status).toBe(401)
  })
})

describe('POST /2fa/recovery-codes', () => {
  it('with a fresh code, answers a new set once and voids the old one', async () => {
    atStartOfStep()
    const { client } = await loginAs('twoFactor')
    clock.advance(STEP_MS)
    const answer = await client.twoFactor.regenerateRecoveryCodes({ body: { code: generateTotp(DEMO_TOTP_SECRET) } })
    if (answer.status !== 200) throw new Error(`regenerate answered ${answer.status}`)
    const fresh = answer.body.data.recovery_codes
    expect(fresh).toHaveLength(10)
    expect(fresh).not.toContain(DEMO_RECOVERY_CODES[0])
    expect(await loginWithRecoveryCode(personas.twoFactor.email, DEMO_RECOVERY_CODES[0])).toBe(422)
    expect(await loginWithRecoveryCode(personas.twoFactor.email, fresh[0] ?? '')).toBe(200)
    expect(control.outbox(personas.twoFactor.email).map((mail) => mail.subject)).toContain('New recovery codes')
    // The code that proved it is spent (RFC 6238 replay rule).
    expect((await client.twoFactor.disable({ body: { code: generateTotp(DEMO_TOTP_SECRET) } })).status).toBe(422)
  })

  it('with the password, and refuses a wrong one: the 11th wrong try answers 429', async () => {
    const { client } = await loginAs('twoFactor')
    expect(await client.twoFactor.regenerateRecoveryCodes({ body: { password: DEMO_PASSWORD } })).toMatchObject({
      status: 200,
      body: { data: { recovery_codes: expect.any(Array) } },
    })
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await client.twoFactor.regenerateRecoveryCodes({ body: { password: `guess-${attempt}` } })
      expect(wrong).toMatchObject({ status: 422, body: { errors: { password: ['The password is incorrect.'] } } })
    }
    expect(await client.twoFactor.regenerateRecoveryCodes({ body: { password: DEMO_PASSWORD } })).toMatchObject({
      status: 429,
      body: { data: { retry_after: expect.any(Number) } },
    })
  })

  it('names what is missing, and answers 409 while two-factor is off and 401 without a token', async () => {
    const twoFactor = await loginAs('twoFactor')
    expect(await twoFactor.client.twoFactor.regenerateRecoveryCodes({ body: {} })).toMatchObject({
      status: 422,
      body: { errors: { code: [expect.stringMatching(/or your password/)], password: [expect.any(String)] } },
    })
    const { client } = await loginAs('regular')
    expect((await client.twoFactor.regenerateRecoveryCodes({ body: { password: DEMO_PASSWORD } })).status).toBe(409)
    expect((await createClient().twoFactor.regenerateRecoveryCodes({ body: { password: DEMO_PASSWORD } })).status).toBe(
      401,
    )
  })
})
