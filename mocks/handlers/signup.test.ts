import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control'
import { db } from '../db'
import { DEMO_PASSWORD, personas } from '../seed/personas'
import { createClient } from '../test/client'
import { useMockServer } from '../test/use-mock-server'
import { REGISTRATION_WINDOW_MS } from './signup'

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

async function verifiedAddress(email = owner) {
  await api.signup.verifyEmail({ body: { email } })
  const verified = await api.signup.verifyCode({ body: { email, code: latestCode(email) } })
  expect(verified.status).toBe(200)
}

async function registeredAdmin(email = owner): Promise<number> {
  await verifiedAddress(email)
  const admin = await api.signup.registerAdmin({
    body: { email, full_name: 'Juan Dela Cruz', password: DEMO_PASSWORD },
  })
  if (admin.status !== 201) throw new Error(`register-admin answered ${admin.status}`)
  return admin.body.data.id
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
    expect(answer).toMatchObject({ status: 200, body: { data: { email: owner } } })
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

  it('refuses a code that is not 6 digits', async () => {
    const answer = await api.signup.verifyCode({ body: { email: owner, code: '12a4' } })
    expect(answer).toMatchObject({ status: 422, body: { errors: { code: ['The code must be 6 digits.'] } } })
  })
})

describe('POST /signup/register-admin', () => {
  it('creates the admin of a verified address and answers its id', async () => {
    await verifiedAddress()
    const answer = await api.signup.registerAdmin({
      body: { email: owner, full_name: 'Juan Dela Cruz', password: DEMO_PASSWORD },
    })
    expect(answer).toMatchObject({ status: 201, body: { data: { id: expect.any(Number) } } })
  })

  it('refuses an address that did not pass verify-code', async () => {
    const answer = await api.signup.registerAdmin({
      body: { email: owner, full_name: 'Juan Dela Cruz', password: DEMO_PASSWORD },
    })
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { email: [expect.stringMatching(/Verify this e-mail address/)] } },
    })
  })

  it('refuses a verification older than 30 minutes', async () => {
    await verifiedAddress()
    clock.advance(REGISTRATION_WINDOW_MS + 1_000)
    const answer = await api.signup.registerAdmin({
      body: { email: owner, full_name: 'Juan Dela Cruz', password: DEMO_PASSWORD },
    })
    expect(answer.status).toBe(422)
  })

  it('creates one admin per verification', async () => {
    await registeredAdmin()
    const again = await api.signup.registerAdmin({
      body: { email: owner, full_name: 'Someone Else', password: DEMO_PASSWORD },
    })
    expect(again.status).toBe(422)
  })

  it('lists every problem with a password at once', async () => {
    await verifiedAddress()
    const answer = await api.signup.registerAdmin({ body: { email: owner, full_name: '', password: 'iloveyou' } })
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
    const adminId = await registeredAdmin()
    const answer = await api.signup.registerCompany({ params: { adminId }, body: company })
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
    const seededOwner = db.user.getAll().find((user) => user.email === personas.owner.email)?.id ?? 0
    expect((await api.signup.registerCompany({ params: { adminId: seededOwner }, body: company })).status).toBe(404)
    expect((await api.signup.registerCompany({ params: { adminId: 999_999 }, body: company })).status).toBe(404)
  })

  it('registers one company per admin', async () => {
    const adminId = await registeredAdmin()
    await api.signup.registerCompany({ params: { adminId }, body: company })
    expect((await api.signup.registerCompany({ params: { adminId }, body: company })).status).toBe(404)
  })

  it('refuses an industry or size that is not on the list', async () => {
    const adminId = await registeredAdmin()
    const answer = await api.signup.registerCompany({
      params: { adminId },
      body: { ...company, company_industry: 'piracy' as 'agriculture', company_size: 'huge' as 'one_ten_employees' },
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
