import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control'
import { generateTotp } from '../rules/totp'
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, personas } from '../seed/personas'
import { createClient } from '../test/client'
import { loginAs } from '../test/login-as'
import { useMockServer } from '../test/use-mock-server'

useMockServer()

const STEP_MS = 30_000
const atStartOfStep = () => clock.set(Math.ceil((Date.now() + STEP_MS) / STEP_MS) * STEP_MS + 5_000)
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')

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
    expect(answer).toMatchObject({ status: 200, body: { message: 'Two-factor authentication is now on.' } })

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
