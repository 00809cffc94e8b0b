import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { personas } from '../seed/personas'
import { createClient } from '../test/client'
import { useMockServer } from '../test/use-mock-server'

useMockServer()

const api = createClient()
const known = personas.regular.email
const unknown = 'nobody.here@example.ph'

describe('pacing of e-mailed codes', () => {
  it('refuses a second reset code within a minute with 429 and the seconds to wait', async () => {
    expect((await api.auth.forgotPassword({ body: { email: known } })).status).toBe(200)
    clock.advance(20_000)
    const again = await api.auth.forgotPassword({ body: { email: known } })
    expect(again.status).toBe(429)
    expect(again.body).toMatchObject({
      data: { retry_after: 40 },
      message: 'Please wait 40 seconds before requesting another password reset email.',
    })
  })

  it('answers a known and an unknown address alike, so the limit reveals no account', async () => {
    const answers = []
    for (const email of [known, unknown]) {
      await api.auth.forgotPassword({ body: { email } })
      const again = await api.auth.forgotPassword({ body: { email } })
      answers.push({ status: again.status, body: again.body })
    }
    expect(answers[0]).toEqual(answers[1])
  })

  it('allows a new code once the minute has passed, and paces sign-up codes the same way', async () => {
    await api.signup.verifyEmail({ body: { email: unknown } })
    expect((await api.signup.verifyEmail({ body: { email: unknown } })).status).toBe(429)
    clock.advance(60_000) // one code a minute, written out so a changed pace fails here
    expect((await api.signup.verifyEmail({ body: { email: unknown } })).status).toBe(200)
  })

  it('sends at most 5 codes an hour to an address, and says how many minutes to wait for the 6th', async () => {
    for (let sent = 1; sent <= 5; sent += 1) {
      expect((await api.auth.forgotPassword({ body: { email: known } })).status, `code ${sent}`).toBe(200)
      clock.advance(61_000)
    }
    const sixth = await api.auth.forgotPassword({ body: { email: known } })
    // The first code went out 5 x 61 s ago; it leaves the hour in 3,295 s, that is 55 minutes.
    expect(sixth).toMatchObject({
      status: 429,
      body: {
        data: { retry_after: 3_295 },
        message: 'Please wait 55 minutes before requesting another password reset email.',
      },
    })
    clock.advance(3_295_000)
    expect((await api.auth.forgotPassword({ body: { email: known } })).status).toBe(200)
    expect((await api.signup.verifyEmail({ body: { email: known } })).status).toBe(200) // each purpose on its own
  })
})
