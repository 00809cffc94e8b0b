import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api/index'
import { PASSWORD_CHANGED } from '../rules/sessions'
import { DEMO_PASSWORD, personas } from '../seed/personas'
import { createClient } from '../test/client'
import { disguisedFile, jpegFile, pngFile } from '../test/files'
import { loginAs } from '../test/login-as'
import { rawRequest } from '../test/raw-request'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt()

const NEW_PASSWORD = 'Kalabaw-Mango-Jeepney-88'

describe('GET /profile', () => {
  it("answers the employee's account, employment and personal records, with one primary bank account", async () => {
    const { client } = await loginAs('regular')
    const answer = await client.profile.get()
    if (answer.status !== 200) throw new Error(`profile answered ${answer.status}`)
    const profile = answer.body.data
    expect(profile.user).toMatchObject({ email: personas.regular.email, employment_type: 'regular' })
    expect(profile.employment).toMatchObject({
      employee_no: expect.stringMatching(/^BTS-2025-\d{4}$/),
      job_title: 'Senior Software Engineer',
      department: 'Engineering',
      employment_type: 'regular',
      regularized_on: expect.stringMatching(/^2026-/),
      manager_name: 'Ricardo Lim',
      work_email: personas.regular.email,
    })
    expect(profile.personal_info).toMatchObject({
      first_name: 'Maria',
      last_name: 'Santos',
      gender: 'female',
      contact_no: expect.stringMatching(/^\+639\d{9}$/),
    })
    expect(profile.emergency_contacts.length).toBeGreaterThan(0)
    expect(profile.bank_accounts.filter((account) => account.is_primary)).toHaveLength(1)
    expect(profile.social_benefits).toMatchObject({
      sss: expect.stringMatching(/^\d{10}$/),
      philhealth: expect.stringMatching(/^\d{12}$/),
    })
  })

  it('answers null employment and records for an administrator who is not an employee', async () => {
    const { client } = await loginAs('owner')
    expect(await client.profile.get()).toMatchObject({
      status: 200,
      body: {
        data: {
          employment: null,
          personal_info: null,
          emergency_contacts: [],
          bank_accounts: [],
          social_benefits: null,
        },
      },
    })
  })

  it('answers 401 without a token', async () => {
    expect((await createClient().profile.get()).status).toBe(401)
  })
})

describe('POST /profile/avatar', () => {
  it('replaces the photo: the new URL serves it, the old one stops working, and the user carries it', async () => {
    const { client } = await loginAs('regular')
    const first = await client.profile.updateAvatar({ body: { avatar: pngFile('maria.png') } })
    const second = await client.profile.updateAvatar({ body: { avatar: jpegFile('maria-2026.jpg') } })
    if (first.status !== 200 || second.status !== 200) throw new Error('avatar upload failed')
    const photo = await fetch(second.body.data.employee_avatar)
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
    expect((await fetch(first.body.data.employee_avatar)).status).toBe(404)
    expect(await client.auth.me()).toMatchObject({
      body: { data: { user: { employee_avatar: second.body.data.employee_avatar } } },
    })
  })

  it('refuses a file that is not really a PNG or JPEG, or is over 2 MB (422 under avatar)', async () => {
    const { client } = await loginAs('regular')
    expect(
      await client.profile.updateAvatar({ body: { avatar: disguisedFile('me.jpg', 'image/jpeg') } }),
    ).toMatchObject({
      status: 422,
      body: { errors: { avatar: ['The file must be one of: PNG, JPG. Its content does not match.'] } },
    })
    expect(
      await client.profile.updateAvatar({ body: { avatar: pngFile('huge.png', 2 * 1024 * 1024 + 1) } }),
    ).toMatchObject({
      status: 422,
      body: { errors: { avatar: ['The avatar must not be greater than 2 MB.'] } },
    })
  })

  it('answers 422 without a file and 401 without a token', async () => {
    const { token } = await loginAs('regular')
    expect(await rawRequest('POST', '/profile/avatar', { token, body: new FormData() })).toMatchObject({
      status: 422,
      body: { errors: { avatar: [expect.any(String)] } },
    })
    expect((await createClient().profile.updateAvatar({ body: { avatar: pngFile() } })).status).toBe(401)
  })
})

describe('PATCH /profile/password', () => {
  const change = { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }

  it("changes the password, clears the forced change, keeps this session and ends the user's others", async () => {
    const here = await loginAs('mustChangePassword')
    const elsewhere = await loginAs('mustChangePassword')
    expect(await here.client.profile.changePassword({ body: change })).toMatchObject({
      status: 200,
      body: { data: null },
    })
    expect(await here.client.auth.me()).toMatchObject({
      status: 200,
      body: { data: { user: { is_force_change_password: false } } },
    })
    expect(await elsewhere.client.auth.me()).toMatchObject({ status: 401, body: { message: PASSWORD_CHANGED } })
    const email = personas.mustChangePassword.email
    expect((await createClient().auth.login({ body: { email, password: NEW_PASSWORD } })).status).toBe(200)
    expect((await createClient().auth.login({ body: { email, password: DEMO_PASSWORD } })).status).toBe(422)
    expect(control.outbox(email).map((mail) => mail.subject)).toContain('Your password was changed')
  })

  it('needs the right current password (422 under current_password) and leaves the old one working', async () => {
    const { client } = await loginAs('regular')
    expect(
      await client.profile.changePassword({ body: { ...change, current_password: 'Wrong-Password-123' } }),
    ).toMatchObject({
      status: 422,
      body: { errors: { current_password: ['The current password is incorrect.'] } },
    })
    expect(
      (await createClient().auth.login({ body: { email: personas.regular.email, password: DEMO_PASSWORD } })).status,
    ).toBe(200)
  })

  it('answers the 11th wrong current password in 15 minutes with 429 and when to retry, then lets the right one through', async () => {
    const { client } = await loginAs('regular')
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await client.profile.changePassword({ body: { ...change, current_password: `guess-${attempt}` } })
      expect(wrong.status, `try ${attempt}`).toBe(422)
    }
    const blocked = await client.profile.changePassword({ body: change })
    expect(blocked).toMatchObject({
      status: 429,
      body: { message: expect.stringMatching(/try again in 15 minutes/), data: { retry_after: expect.any(Number) } },
    })
    if (blocked.status !== 429) throw new Error('expected 429')
    expect(blocked.body.data.retry_after).toBeGreaterThan(14 * 60)
    expect(blocked.headers.get('retry-after')).toBe(String(blocked.body.data.retry_after))
    // A session's wrong guesses do not lock its owner out of logging in.
    expect(
      (await createClient().auth.login({ body: { email: personas.regular.email, password: DEMO_PASSWORD } })).status,
    ).toBe(200)

    clock.advance(blocked.body.data.retry_after * 1000 + 1_000)
    expect((await client.profile.changePassword({ body: change })).status).toBe(200)
  })

  it('refuses a new password that repeats the current one, is unconfirmed or too short', async () => {
    const { client } = await loginAs('regular')
    expect(
      await client.profile.changePassword({
        body: { ...change, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { password: ['The new password must be different from the current one.'] } },
    })
    expect(await client.profile.changePassword({ body: { ...change, password_confirmation: 'typo' } })).toMatchObject({
      status: 422,
      body: { errors: { password_confirmation: ['The password confirmation does not match.'] } },
    })
    expect(
      await client.profile.changePassword({ body: { ...change, password: 'short', password_confirmation: 'short' } }),
    ).toMatchObject({
      status: 422,
      body: { errors: { password: ['The password field must be at least 8 characters.'] } },
    })
  })

  it('reports every rule a new password breaks, as Laravel lists each failing rule of a field', async () => {
    const { client } = await loginAs('regular')
    expect(
      await client.profile.changePassword({ body: { ...change, password: 'qwerty', password_confirmation: 'qwerty' } }),
    ).toMatchObject({
      status: 422,
      body: {
        message: 'The password field must be at least 8 characters. (and 1 more error)',
        errors: {
          password: [
            'The password field must be at least 8 characters.',
            'This password is too common. Choose one that is harder to guess.',
          ],
        },
      },
    })
    // Nothing typed breaks one rule only: no length is checked on nothing.
    expect(
      await client.profile.changePassword({ body: { ...change, password: '', password_confirmation: '' } }),
    ).toMatchObject({ status: 422, body: { errors: { password: ['The password field is required.'] } } })
  })

  it('answers 401 without a token', async () => {
    expect((await createClient().profile.changePassword({ body: change })).status).toBe(401)
  })
})
