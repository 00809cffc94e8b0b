import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api/index'
import { db } from '../db'
import { DEMO_PASSWORD, personas } from '../seed/personas'
import { createClient } from '../test/client'
import { rawRequest } from '../test/raw-request'
import { useMockServer } from '../test/use-mock-server'

useMockServer()

const api = createClient()
const owner = 'juan.delacruz@example.ph'
const company = {
  company_name: 'Kalye Kape Roasters Inc.',
  company_address: '12 Maginhawa Street, Teachers Village East, Quezon City, 1101 Metro Manila',
  company_industry: 'food_and_beverage',
  company_size: 'one_ten_employees',
} as const

const latestCode = (email: string) => control.latestEmail(email)?.code ?? ''

const form = (fields: Record<string, string>) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  return body
}

/** Verifies the address; answers the sign-up token the next steps carry. */
async function verifiedAddress(email = owner): Promise<string> {
  await api.signup.verifyEmail({ body: { email } })
  const verified = await api.signup.verifyCode({ body: { email, code: latestCode(email) } })
  if (verified.status !== 200) throw new Error(`verify-code answered ${verified.status}`)
  return verified.body.data.signup_token
}

async function registeredAdmin(email = owner): Promise<{ adminId: number; signupToken: string }> {
  const signupToken = await verifiedAddress(email)
  const admin = await api.signup.registerAdmin({
    body: { email, full_name: 'Juan Dela Cruz', password: DEMO_PASSWORD, signup_token: signupToken },
  })
  if (admin.status !== 201) throw new Error(`register-admin answered ${admin.status}`)
  return { adminId: admin.body.data.id, signupToken }
}

describe('POST /signup/verify-email', () => {
  it('e-mails a 6-digit code to a new address', async () => {
    const answer = await api.signup.verifyEmail({ body: { email: owner } })
    expect(answer.status).toBe(200)
    expect(control.latestEmail(owner)).toMatchObject({
      subject: 'Your Empleo verification code',
      code: expect.stringMatching(/^\d{6}$/),
    })
  })

  it('answers a registered address exactly as a new one, and e-mails it a notice instead of a code', async () => {
    const unknown = await api.signup.verifyEmail({ body: { email: owner } })
    const known = await api.signup.verifyEmail({ body: { email: personas.regular.email } })
    expect({ status: known.status, body: known.body }).toEqual({ status: unknown.status, body: unknown.body })
    expect(control.latestEmail(personas.regular.email)).toMatchObject({
      subject: 'You already have an Empleo account',
      code: null,
    })
  })

  it('refuses an address that is not one, under the email field', async () => {
    const answer = await api.signup.verifyEmail({ body: { email: 'juan at example' } })
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({ errors: { email: ['The email field must be a valid email address.'] } })
  })
})

describe('POST /signup/verify-code', () => {
  it('accepts the e-mailed code', async () => {
    await api.signup.verifyEmail({ body: { email: owner } })
    const answer = await api.signup.verifyCode({ body: { email: owner, code: latestCode(owner) } })
    expect(answer).toMatchObject({
      status: 200,
      body: { data: { email: owner, signup_token: expect.stringMatching(/^[\w-]{43}$/) } },
    })
  })

  it('keeps only a hash of the sign-up token it answers', async () => {
    const token = await verifiedAddress()
    expect(JSON.stringify(db.signup_progress.getAll())).not.toContain(token)
  })

  it('refuses a wrong code, and a right one after 10 minutes', async () => {
    await api.signup.verifyEmail({ body: { email: owner } })
    const code = latestCode(owner)
    const wrong = await api.signup.verifyCode({ body: { email: owner, code: code === '123456' ? '654321' : '123456' } })
    expect(wrong).toMatchObject({
      status: 422,
      body: { errors: { code: ['The code is invalid or has expired. Request a new code.'] } },
    })
    clock.advance(10 * 60 * 1000 + 1)
    const late = await api.signup.verifyCode({ body: { email: owner, code } })
    expect(late.status).toBe(422)
  })

  // The limits are written out, not imported from the rules, so a changed limit fails here.
  it('takes the code for 10 minutes', async () => {
    await api.signup.verifyEmail({ body: { email: owner } })
    clock.advance(10 * 60_000 - 5_000)
    expect((await api.signup.verifyCode({ body: { email: owner, code: latestCode(owner) } })).status).toBe(200)
  })

  it('voids the code after 5 wrong tries, the right one included; after 4 the right one still works', async () => {
    const wrongTries = async (email: string, times: number) => {
      const wrong = latestCode(email) === '123456' ? '654321' : '123456'
      for (let attempt = 1; attempt <= times; attempt += 1)
        expect((await api.signup.verifyCode({ body: { email, code: wrong } })).status, `wrong try ${attempt}`).toBe(422)
    }
    await api.signup.verifyEmail({ body: { email: owner } })
    await wrongTries(owner, 4)
    expect((await api.signup.verifyCode({ body: { email: owner, code: latestCode(owner) } })).status).toBe(200)

    const other = 'maria.clara@example.ph'
    await api.signup.verifyEmail({ body: { email: other } })
    await wrongTries(other, 5)
    expect(await api.signup.verifyCode({ body: { email: other, code: latestCode(other) } })).toMatchObject({
      status: 422,
      body: { errors: { code: ['The code is invalid or has expired. Request a new code.'] } },
    })
  })

  it('refuses a code that is not 6 digits', async () => {
    const answer = await api.signup.verifyCode({ body: { email: owner, code: '12a4' } })
    expect(answer).toMatchObject({ status: 422, body: { errors: { code: ['The code must be 6 digits.'] } } })
  })
})

describe('POST /signup/register-admin', () => {
  it('creates the admin of a verified address and answers its id', async () => {
    const signupToken = await verifiedAddress()
    const answer = await api.signup.registerAdmin({
      body: { email: owner, full_name: 'Juan Dela Cruz', password: DEMO_PASSWORD, signup_token: signupToken },
    })
    expect(answer).toMatchObject({ status: 201, body: { data: { id: expect.any(Number) } } })
  })

  it("refuses someone who names a just-verified address without that sign-up's token", async () => {
    await verifiedAddress()
    const stranger = await api.signup.registerAdmin({
      body: { email: owner, full_name: 'Not Juan', password: DEMO_PASSWORD, signup_token: 'guessed-token' },
    })
    expect(stranger).toMatchObject({
      status: 422,
      body: { errors: { email: [expect.stringMatching(/Verify this e-mail address/)] } },
    })
    const otherSignUp = await verifiedAddress('maria.clara@example.ph')
    const borrowed = await api.signup.registerAdmin({
      body: { email: owner, full_name: 'Not Juan', password: DEMO_PASSWORD, signup_token: otherSignUp },
    })
    expect(borrowed.status).toBe(422)
  })

  it('needs the sign-up token (422 under signup_token)', async () => {
    await verifiedAddress()
    const answer = await rawRequest('POST', '/signup/register-admin', {
      body: form({ email: owner, full_name: 'Juan Dela Cruz', password: DEMO_PASSWORD }),
    })
    expect(answer).toMatchObject({ status: 422, body: { errors: { signup_token: [expect.any(String)] } } })
  })

  it('refuses an address that did not pass verify-code', async () => {
    const answer = await api.signup.registerAdmin({
      body: { email: owner, full_name: 'Juan Dela Cruz', password: DEMO_PASSWORD, signup_token: 'never-issued' },
    })
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { email: [expect.stringMatching(/Verify this e-mail address/)] } },
    })
  })

  it('accepts a verification up to 30 minutes old', async () => {
    const signupToken = await verifiedAddress()
    clock.advance(30 * 60_000 - 5_000)
    const answer = await api.signup.registerAdmin({
      body: { email: owner, full_name: 'Juan Dela Cruz', password: DEMO_PASSWORD, signup_token: signupToken },
    })
    expect(answer.status).toBe(201)
  })

  it('refuses a verification older than 30 minutes', async () => {
    const signupToken = await verifiedAddress()
    clock.advance(30 * 60_000 + 1_000)
    const answer = await api.signup.registerAdmin({
      body: { email: owner, full_name: 'Juan Dela Cruz', password: DEMO_PASSWORD, signup_token: signupToken },
    })
    expect(answer.status).toBe(422)
  })

  it('creates one admin per verification', async () => {
    const { signupToken } = await registeredAdmin()
    const again = await api.signup.registerAdmin({
      body: { email: owner, full_name: 'Someone Else', password: DEMO_PASSWORD, signup_token: signupToken },
    })
    expect(again.status).toBe(422)
  })

  it('lists every problem with a password at once', async () => {
    const signupToken = await verifiedAddress()
    const answer = await api.signup.registerAdmin({
      body: { email: owner, full_name: '', password: 'iloveyou', signup_token: signupToken },
    })
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({
      message: 'The full name field is required. (and 1 more error)',
      errors: {
        full_name: ['The full name field is required.'],
        password: ['This password is too common. Choose one that is harder to guess.'],
      },
    })
  })
})

describe('POST /signup/{adminId}/register-company', () => {
  it('registers the company, which then awaits activation: its admin cannot log in until the provider activates it', async () => {
    const { adminId, signupToken } = await registeredAdmin()
    const answer = await api.signup.registerCompany({
      params: { adminId },
      body: { ...company, signup_token: signupToken },
    })
    expect(answer).toMatchObject({
      status: 201,
      body: { message: 'Thank you for registering. Please wait while we process and activate your account.' },
    })
    expect(db.company.getAll().find((row) => row.name === company.company_name)?.status).toBe('pending_activation')

    const early = await api.auth.login({ body: { email: owner, password: DEMO_PASSWORD } })
    expect(early).toMatchObject({
      status: 422,
      body: { errors: { email: [expect.stringMatching(/awaiting activation/)] } },
    })

    control.activateCompany(owner)
    expect(control.latestEmail(owner)?.subject).toBe('Kalye Kape Roasters Inc. is active on Empleo')
    const later = await api.auth.login({ body: { email: owner, password: DEMO_PASSWORD } })
    expect(later).toMatchObject({ status: 200, body: { data: { userType: 'admin' } } })
  })

  it('answers 404 for an admin who did not just sign up', async () => {
    const { signupToken } = await registeredAdmin()
    const seededOwner = db.user.getAll().find((user) => user.email === personas.owner.email)?.id ?? 0
    for (const adminId of [seededOwner, 999_999]) {
      const answer = await api.signup.registerCompany({
        params: { adminId },
        body: { ...company, signup_token: signupToken },
      })
      expect(answer.status).toBe(404)
    }
  })

  it("answers 404 to anyone naming another person's fresh admin id without that sign-up's token", async () => {
    const victim = await registeredAdmin()
    const intruder = await registeredAdmin('intruder@example.ph')
    for (const signupToken of [intruder.signupToken, 'guessed-token']) {
      const answer = await api.signup.registerCompany({
        params: { adminId: victim.adminId },
        body: { ...company, company_name: 'Not Yours Inc.', signup_token: signupToken },
      })
      expect(answer.status).toBe(404)
    }
    const own = await api.signup.registerCompany({
      params: { adminId: victim.adminId },
      body: { ...company, signup_token: victim.signupToken },
    })
    expect(own.status).toBe(201)
    expect(db.company.getAll().some((row) => row.name === 'Not Yours Inc.')).toBe(false)
  })

  it('needs the sign-up token (422 under signup_token)', async () => {
    const { adminId } = await registeredAdmin()
    const answer = await rawRequest('POST', `/signup/${adminId}/register-company`, { body: form(company) })
    expect(answer).toMatchObject({ status: 422, body: { errors: { signup_token: [expect.any(String)] } } })
  })

  it('registers one company per admin', async () => {
    const { adminId, signupToken } = await registeredAdmin()
    const body = { ...company, signup_token: signupToken }
    await api.signup.registerCompany({ params: { adminId }, body })
    expect((await api.signup.registerCompany({ params: { adminId }, body })).status).toBe(404)
  })

  it('refuses an industry or size that is not on the list', async () => {
    const { adminId, signupToken } = await registeredAdmin()
    const answer = await api.signup.registerCompany({
      params: { adminId },
      body: {
        ...company,
        signup_token: signupToken,
        company_industry: 'piracy' as 'agriculture',
        company_size: 'huge' as 'one_ten_employees',
      },
    })
    expect(answer).toMatchObject({
      status: 422,
      body: {
        errors: {
          company_industry: ['Choose an industry from the list.'],
          company_size: ['Choose a company size from the list.'],
        },
      },
    })
  })

  it('refuses an admin id that is not a number', async () => {
    const response = await fetch('http://empleo.test/api/v1/employee/signup/abc/register-company', {
      method: 'POST',
      body: new FormData(),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ errors: { adminId: ['The id must be a number.'] } })
  })
})
