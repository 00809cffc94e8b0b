import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api/index'
import { DEMO_PASSWORD, personas } from '../seed/personas'
import { createClient, type TestClient } from '../test/client'
import { disguisedFile, pngFile } from '../test/files'
import { loginAs } from '../test/login-as'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt()

const NEW_PASSWORD = 'Sampaguita-Garden-Path-42'

const personalInfo = {
  first_name: 'Kristine Joy',
  last_name: 'Mendoza',
  middle_name: 'Lopez',
  birthdate: '1998-04-12',
  gender: 'female' as const,
  civil_status: 'single' as const,
  complete_address: '12 Narra Street, Barangay Malanday, Marikina City, 1805 Metro Manila',
  contact_no: '+639175550142',
  alternative_email: 'kristine.mendoza@gmail.com',
}
const contacts = [
  { name: 'Rosario Mendoza', contact_no: '+639171234567', relationship: 'Mother' },
  { name: 'Noel Mendoza', contact_no: '+639189876543', relationship: 'Father' },
]
const banks = [
  { bank_name: 'BDO Unibank', account_name: 'Kristine J. Mendoza', account_no: '001234567890' },
  { bank_name: 'BPI', account_name: 'Kristine J. Mendoza', account_no: '3456789012' },
]
const benefits = { philhealth: '120000123456', pagibig: '121212345678', sss: '3412345678', tin: '123456789' }

async function saveSteps2To4(client: TestClient) {
  expect((await client.onboarding.saveEmergencyContacts({ body: { contacts } })).status).toBe(200)
  expect((await client.onboarding.saveBankInformation({ body: { banks, primary_bank_index: 0 } })).status).toBe(200)
  expect((await client.onboarding.saveSocialBenefits({ body: benefits })).status).toBe(200)
}

describe('GET /onboarding', () => {
  it('answers what the new hire has saved so far: personal information only', async () => {
    const { client } = await loginAs('onboarding')
    expect(await client.onboarding.get()).toMatchObject({
      status: 200,
      body: {
        data: {
          completed_steps: ['personal_info'],
          personal_info: { first_name: 'Kristine', gender: 'female' },
          emergency_contacts: [],
          bank_accounts: [],
          social_benefits: null,
        },
      },
    })
  })

  it('answers 401 without a token and 403 to an independent contractor', async () => {
    expect((await createClient().onboarding.get()).status).toBe(401)
    const { client } = await loginAs('contractor')
    expect((await client.onboarding.get()).status).toBe(403)
  })
})

describe('POST /onboarding/personal-info', () => {
  it('refuses a number or name sent as typed rather than in its clean form, as the document does (422)', async () => {
    const { client } = await loginAs('onboarding')
    const unclean = 'must be sent in its clean form: trimmed, and a number or code in the format the form writes.'
    expect(
      await client.onboarding.savePersonalInfo({
        body: { ...personalInfo, contact_no: '+63 917 555 1234', first_name: '  Kristine Joy ' },
      }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          contact_no: [`The contact no field ${unclean}`],
          first_name: [`The first name field ${unclean}`],
        },
      },
    })
    expect(
      await client.onboarding.saveEmergencyContacts({
        body: { contacts: [{ ...contacts[0]!, contact_no: '+63 917 123 4567' }] },
      }),
    ).toMatchObject({ status: 422, body: { errors: { 'contacts.0.contact_no': [`The contact no field ${unclean}`] } } })
  })

  it('saves the information, renames the user after it and keeps the number as +63 digits', async () => {
    const { client } = await loginAs('onboarding')
    expect(await client.onboarding.savePersonalInfo({ body: personalInfo })).toMatchObject({
      status: 200,
      body: {
        data: {
          completed_steps: ['personal_info'],
          personal_info: {
            first_name: 'Kristine Joy',
            middle_name: 'Lopez',
            suffix: null,
            contact_no: '+639175550142',
          },
        },
      },
    })
    expect(await client.auth.me()).toMatchObject({ body: { data: { user: { full_name: 'Kristine Joy Mendoza' } } } })
  })

  it('takes an optional photo, checked by its first bytes, and serves it at the URL it answers', async () => {
    const { client } = await loginAs('onboarding')
    expect(
      await client.onboarding.savePersonalInfo({
        body: { ...personalInfo, avatar: disguisedFile('me.png', 'image/png') },
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { avatar: ['The file must be one of: PNG, JPG. Its content does not match.'] } },
    })
    const saved = await client.onboarding.savePersonalInfo({ body: { ...personalInfo, avatar: pngFile('me.png') } })
    if (saved.status !== 200) throw new Error(`saving answered ${saved.status}`)
    const url = saved.body.data.personal_info?.employee_avatar ?? ''
    const image = await fetch(url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
  })

  it('answers 422 under each field that breaks the rules, 401 without a token and 403 to a contractor', async () => {
    const { client } = await loginAs('onboarding')
    expect(
      await client.onboarding.savePersonalInfo({
        body: { ...personalInfo, contact_no: '0917 555 0142', birthdate: '2020-01-01', first_name: '' },
      }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          contact_no: ['Enter a Philippine mobile number: +63 9XX XXX XXXX.'],
          birthdate: ['The birthdate must be of someone at least 15 years old.'],
          first_name: ['The first name field is required.'],
        },
      },
    })
    expect((await createClient().onboarding.savePersonalInfo({ body: personalInfo })).status).toBe(401)
    const contractor = await loginAs('contractor')
    expect((await contractor.client.onboarding.savePersonalInfo({ body: personalInfo })).status).toBe(403)
  })

  it("judges the birthdate's age by the mock's clock, so moving the clock moves the rule", async () => {
    // Years from the real date, so only the mock's clock can make this birthdate 15 or not. Each move
    // outlives the session's token, hence a sign-in after it.
    const body = { ...personalInfo, birthdate: '2025-06-10' }
    clock.set('2040-06-01T01:00:00Z')
    const before = await loginAs('onboarding')
    expect(await before.client.onboarding.savePersonalInfo({ body })).toMatchObject({
      status: 422,
      body: { errors: { birthdate: ['The birthdate must be of someone at least 15 years old.'] } },
    })
    clock.set('2040-06-20T01:00:00Z')
    const after = await loginAs('onboarding')
    expect(await after.client.onboarding.savePersonalInfo({ body })).toMatchObject({
      status: 200,
      body: { data: { personal_info: { birthdate: '2025-06-10' } } },
    })
  })
})

describe('POST /onboarding/emergency-contacts', () => {
  it('replaces the contacts wholesale and marks the step done', async () => {
    const { client } = await loginAs('onboarding')
    await client.onboarding.saveEmergencyContacts({ body: { contacts } })
    const second = await client.onboarding.saveEmergencyContacts({ body: { contacts: [contacts[1]!] } })
    expect(second).toMatchObject({
      status: 200,
      body: {
        data: {
          completed_steps: ['personal_info', 'emergency_contacts'],
          emergency_contacts: [{ name: 'Noel Mendoza', relationship: 'Father' }],
        },
      },
    })
    if (second.status === 200) expect(second.body.data.emergency_contacts).toHaveLength(1)
  })

  it('answers 422 for an empty list or a bad number, 401 without a token and 403 to a contractor', async () => {
    const { client } = await loginAs('onboarding')
    // An empty list has no multipart fields at all; the contract words "missing" like "empty".
    expect(await client.onboarding.saveEmergencyContacts({ body: { contacts: [] } })).toMatchObject({
      status: 422,
      body: { errors: { contacts: ['Add at least one emergency contact.'] } },
    })
    expect(
      await client.onboarding.saveEmergencyContacts({ body: { contacts: [{ ...contacts[0]!, contact_no: '12345' }] } }),
    ).toMatchObject({
      status: 422,
      body: { errors: { 'contacts.0.contact_no': ['Enter a Philippine mobile number: +63 9XX XXX XXXX.'] } },
    })
    expect((await createClient().onboarding.saveEmergencyContacts({ body: { contacts } })).status).toBe(401)
    const contractor = await loginAs('contractor')
    expect((await contractor.client.onboarding.saveEmergencyContacts({ body: { contacts } })).status).toBe(403)
  })
})

describe('POST /onboarding/bank-information', () => {
  it('replaces the accounts and makes the chosen one, and only that one, primary', async () => {
    const { client } = await loginAs('onboarding')
    expect(await client.onboarding.saveBankInformation({ body: { banks, primary_bank_index: 1 } })).toMatchObject({
      status: 200,
      body: {
        data: {
          completed_steps: ['personal_info', 'bank_information'],
          bank_accounts: [
            { bank_name: 'BDO Unibank', is_primary: false },
            { bank_name: 'BPI', is_primary: true },
          ],
        },
      },
    })
    const again = await client.onboarding.saveBankInformation({ body: { banks: [banks[0]!], primary_bank_index: 0 } })
    expect(again).toMatchObject({ body: { data: { bank_accounts: [{ bank_name: 'BDO Unibank', is_primary: true }] } } })
  })

  it('answers 422 for a primary index outside the list, 401 without a token and 403 to a contractor', async () => {
    const { client } = await loginAs('onboarding')
    expect(await client.onboarding.saveBankInformation({ body: { banks, primary_bank_index: 2 } })).toMatchObject({
      status: 422,
      body: { errors: { primary_bank_index: ['Choose the primary bank account.'] } },
    })
    expect(
      await client.onboarding.saveBankInformation({
        body: { banks, primary_bank_index: '' as unknown as number },
      }),
      'an empty choice is not the first bank',
    ).toMatchObject({
      status: 422,
      body: { errors: { primary_bank_index: ['Choose the primary bank account.'] } },
    })
    expect(
      (await createClient().onboarding.saveBankInformation({ body: { banks, primary_bank_index: 0 } })).status,
    ).toBe(401)
    const contractor = await loginAs('contractor')
    expect(
      (await contractor.client.onboarding.saveBankInformation({ body: { banks, primary_bank_index: 0 } })).status,
    ).toBe(403)
  })
})

describe('POST /onboarding/social-benefits', () => {
  it('saves the four numbers as digits', async () => {
    const { client } = await loginAs('onboarding')
    expect(await client.onboarding.saveSocialBenefits({ body: benefits })).toMatchObject({
      status: 200,
      body: { data: { social_benefits: benefits } },
    })
  })

  it('answers 422 for a number typed with its mask, 401 without a token and 403 to a contractor', async () => {
    const { client } = await loginAs('onboarding')
    expect(await client.onboarding.saveSocialBenefits({ body: { ...benefits, sss: '34-1234567-8' } })).toMatchObject({
      status: 422,
      body: { errors: { sss: ['The SSS number must be 10 digits.'] } },
    })
    expect((await createClient().onboarding.saveSocialBenefits({ body: benefits })).status).toBe(401)
    const contractor = await loginAs('contractor')
    expect((await contractor.client.onboarding.saveSocialBenefits({ body: benefits })).status).toBe(403)
  })
})

describe('POST /onboarding/account-settings', () => {
  const settings = { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }

  it('waits for every other step, and lists the ones still missing', async () => {
    const { client } = await loginAs('onboarding')
    expect(await client.onboarding.saveAccountSettings({ body: settings })).toMatchObject({
      status: 422,
      body: {
        errors: {
          completed_steps: ['Complete these steps first: emergency contacts, bank information, social benefits.'],
        },
      },
    })
  })

  it('needs the current password, and a new one that differs from it and is confirmed', async () => {
    const { client } = await loginAs('onboarding')
    await saveSteps2To4(client)
    expect(
      await client.onboarding.saveAccountSettings({ body: { ...settings, current_password: 'not-my-password' } }),
    ).toMatchObject({
      status: 422,
      body: { errors: { current_password: ['The current password is incorrect.'] } },
    })
    expect(
      await client.onboarding.saveAccountSettings({
        body: { ...settings, password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD },
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { password: ['The new password must be different from the current one.'] } },
    })
    expect(
      await client.onboarding.saveAccountSettings({ body: { ...settings, confirm_password: 'something else' } }),
    ).toMatchObject({
      status: 422,
      body: { errors: { confirm_password: ['The password confirmation does not match.'] } },
    })
  })

  it('answers the 11th wrong current password in 15 minutes with 429 and when to retry', async () => {
    const { client } = await loginAs('onboarding')
    await saveSteps2To4(client)
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await client.onboarding.saveAccountSettings({
        body: { ...settings, current_password: `guess-${attempt}` },
      })
      expect(wrong.status, `try ${attempt}`).toBe(422)
    }
    expect(await client.onboarding.saveAccountSettings({ body: settings })).toMatchObject({
      status: 429,
      body: { data: { retry_after: expect.any(Number) } },
    })
  })

  it('completes onboarding: the flag clears, this session stays signed in and the new password is the one that works', async () => {
    const { client } = await loginAs('onboarding')
    await saveSteps2To4(client)
    expect(await client.onboarding.saveAccountSettings({ body: settings })).toMatchObject({
      status: 200,
      body: {
        data: {
          completed_steps: [
            'personal_info',
            'emergency_contacts',
            'bank_information',
            'social_benefits',
            'account_settings',
          ],
        },
      },
    })
    expect(await client.auth.me()).toMatchObject({ status: 200, body: { data: { user: { is_onboard: false } } } })
    const email = personas.onboarding.email
    expect((await createClient().auth.login({ body: { email, password: DEMO_PASSWORD } })).status).toBe(422)
    expect((await createClient().auth.login({ body: { email, password: NEW_PASSWORD } })).status).toBe(200)
    expect(control.outbox(email).map((mail) => mail.subject)).toContain(
      'Welcome aboard: your Empleo onboarding is complete',
    )

    expect(
      await client.onboarding.saveAccountSettings({
        body: {
          ...settings,
          current_password: NEW_PASSWORD,
          password: 'Another-Long-Passphrase-7',
          confirm_password: 'Another-Long-Passphrase-7',
        },
      }),
    ).toMatchObject({
      status: 409,
      body: { message: 'Your onboarding is already complete. Change your password from your profile.' },
    })
  })

  it('answers 401 without a token and 403 to a contractor', async () => {
    expect((await createClient().onboarding.saveAccountSettings({ body: settings })).status).toBe(401)
    const { client } = await loginAs('contractor')
    expect((await client.onboarding.saveAccountSettings({ body: settings })).status).toBe(403)
  })
})

describe('after onboarding', () => {
  it('refuses to change the legal name, bank accounts or government IDs without the password (409), and changes nothing', async () => {
    const { client } = await loginAs('regular')
    const before = await client.profile.get()
    const refusals = [
      await client.onboarding.savePersonalInfo({ body: personalInfo }),
      await client.onboarding.saveBankInformation({ body: { banks, primary_bank_index: 0 } }),
      await client.onboarding.saveSocialBenefits({ body: benefits }),
    ]
    for (const answer of refusals) {
      expect(answer).toMatchObject({
        status: 409,
        body: { message: expect.stringMatching(/^Your onboarding is already complete\. .*profile.*password/) },
      })
    }
    expect((await client.profile.get()).body).toEqual(before.body)
  })

  it('closes those steps once the new hire completes onboarding', async () => {
    const { client } = await loginAs('onboarding')
    await saveSteps2To4(client)
    const settings = { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }
    expect((await client.onboarding.saveAccountSettings({ body: settings })).status).toBe(200)
    expect((await client.onboarding.saveBankInformation({ body: { banks, primary_bank_index: 1 } })).status).toBe(409)
    expect((await client.onboarding.saveSocialBenefits({ body: benefits })).status).toBe(409)
    expect((await client.onboarding.savePersonalInfo({ body: personalInfo })).status).toBe(409)
  })

  it('still lets emergency contacts change: they are not payroll details', async () => {
    const { client } = await loginAs('regular')
    expect((await client.onboarding.saveEmergencyContacts({ body: { contacts } })).status).toBe(200)
  })
})
