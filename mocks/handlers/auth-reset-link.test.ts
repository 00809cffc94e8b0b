import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api/index'
import { DEMO_PASSWORD, personas } from '../seed/personas'
import { createClient } from '../test/client'
import { useMockServer } from '../test/use-mock-server'

useMockServer()

const api = createClient()
const maria = personas.regular.email
const NEW_PASSWORD = 'Bagong-Password-ko-2026'

/** Asks for a reset e-mail and answers the token and address its link carries. */
async function linkFromEmail(email: string) {
  expect((await api.auth.forgotPassword({ body: { email } })).status).toBe(200)
  const link = control.latestEmail(email)?.link
  if (!link) throw new Error('the reset e-mail has no link')
  const url = new URL(link, 'http://empleo.test')
  return { path: url.pathname, token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' }
}

const resetWith = (link: { email: string; token: string }, password = NEW_PASSWORD) =>
  api.auth.resetPassword({ body: { email: link.email, token: link.token, password, password_confirmation: password } })

describe('the password reset e-mail (code for the dialog, link for the /reset-password page)', () => {
  it('carries a 6-digit code and a link to /reset-password with the address and a token', async () => {
    const link = await linkFromEmail(maria)
    const email = control.latestEmail(maria)
    expect(email?.code).toMatch(/^\d{6}$/)
    expect(link).toMatchObject({ path: '/reset-password', email: maria, token: expect.stringMatching(/^[\w-]{20,}$/) })
    expect(email?.text).toContain(email?.link)
  })

  it("sets the new password with the link's token, once", async () => {
    const link = await linkFromEmail(maria)
    expect((await resetWith(link)).status).toBe(200)
    expect((await api.auth.login({ body: { email: maria, password: NEW_PASSWORD } })).status).toBe(200)
    expect(await resetWith(link, 'Another-Long-Passphrase-2026')).toMatchObject({
      status: 422,
      body: { errors: { token: [expect.stringMatching(/invalid or has expired/)] } },
    })
  })

  it('works for 10 minutes, as the code does', async () => {
    const link = await linkFromEmail(maria)
    clock.advance(10 * 60_000 - 5_000)
    expect((await resetWith(link)).status).toBe(200)
  })

  it('expires with the code, after 10 minutes', async () => {
    const link = await linkFromEmail(maria)
    clock.advance(10 * 60_000 + 1_000)
    expect(await resetWith(link)).toMatchObject({ status: 422, body: { errors: { token: [expect.any(String)] } } })
    expect((await api.auth.login({ body: { email: maria, password: DEMO_PASSWORD } })).status).toBe(200)
  })

  it('is voided by a newer e-mail, whose own link works', async () => {
    const first = await linkFromEmail(maria)
    clock.advance(61_000) // past the one-a-minute pace of e-mailed codes
    const second = await linkFromEmail(maria)
    expect(await resetWith(first)).toMatchObject({ status: 422 })
    expect((await resetWith(second)).status).toBe(200)
  })

  it('is voided when the code of the same e-mail is used instead', async () => {
    const link = await linkFromEmail(maria)
    const code = control.latestEmail(maria)?.code ?? ''
    expect((await api.auth.resetVerifyOtp({ body: { email: maria, code } })).status).toBe(200)
    expect(await resetWith(link)).toMatchObject({ status: 422 })
  })

  it('works only for the address it was sent to', async () => {
    const link = await linkFromEmail(maria)
    expect(await resetWith({ ...link, email: personas.probationary.email })).toMatchObject({ status: 422 })
    expect((await resetWith(link)).status).toBe(200)
  })
})
