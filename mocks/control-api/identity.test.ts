import { describe, expect, it } from 'vitest'
import { control } from './index'
import { DEMO_PASSWORD, demoCompanies, personas } from '../seed/personas'
import { createClient, TEST_API_ORIGIN } from '../test/client'
import { useMockServer } from '../test/use-mock-server'

useMockServer()

async function callControl(path: string, json?: Record<string, unknown>) {
  const init = json
    ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) }
    : undefined
  const response = await fetch(`${TEST_API_ORIGIN}/__mock${path}`, init)
  return { status: response.status, body: (await response.json()) as { message: string; data: unknown } }
}

async function signUpCompany(email: string, companyName: string) {
  const api = createClient()
  await api.signup.verifyEmail({ body: { email } })
  const verified = await api.signup.verifyCode({ body: { email, code: control.latestEmail(email)?.code ?? '' } })
  if (verified.status !== 200) throw new Error(`verify-code answered ${verified.status}`)
  const { signup_token } = verified.body.data
  const admin = await api.signup.registerAdmin({
    body: { email, full_name: 'Juan Dela Cruz', password: DEMO_PASSWORD, signup_token },
  })
  if (admin.status !== 201) throw new Error(`register-admin answered ${admin.status}`)
  const company = {
    company_name: companyName,
    company_address: '12 Maginhawa Street, Teachers Village East, Quezon City, 1101 Metro Manila',
    company_industry: 'food_and_beverage',
    company_size: 'one_ten_employees',
  } as const
  const registered = await api.signup.registerCompany({
    params: { adminId: admin.body.data.id },
    body: { ...company, signup_token },
  })
  expect(registered.status).toBe(201)
}

describe('companies awaiting activation (control API)', () => {
  it('lists the seeded pending company with its owner, and a company signed up since', async () => {
    await signUpCompany('juan.delacruz@example.ph', 'Kalye Kape Roasters Inc.')
    const { status, body } = await callControl('/companies/pending')
    expect(status).toBe(200)
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        name: demoCompanies.sampaguita.name,
        created_at: expect.any(String),
        admin_emails: [personas.pendingOwner.email],
      },
      {
        id: expect.any(Number),
        name: 'Kalye Kape Roasters Inc.',
        created_at: expect.any(String),
        admin_emails: ['juan.delacruz@example.ph'],
      },
    ])
  })

  it('drops a company from the list once it is activated by its id', async () => {
    const [pending] = control.pendingCompanies()
    if (!pending) throw new Error('the seed has a pending company')
    expect(await callControl('/companies/activate', { company_id: pending.id })).toMatchObject({
      status: 200,
      body: { data: { status: 'active' } },
    })
    expect((await callControl('/companies/pending')).body.data).toEqual([])
  })
})
