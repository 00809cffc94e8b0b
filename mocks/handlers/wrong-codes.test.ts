import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { control } from '../control-api/index'
import { personas } from '../seed/personas'
import { createClient } from '../test/client'
import { useMockServer } from '../test/use-mock-server'

useMockServer()

const api = createClient()
const maria = personas.regular.email
const unknown = 'nobody.here@example.ph'
const newOwner = 'juan.delacruz@example.ph'
// The limits are written out, not imported from the rules, so a changed limit fails here.
const HOUR_MS = 60 * 60_000
const ROUND_MS = 61_000
const WRONG_CODE_MESSAGE = /^Too many wrong codes\. Please try again in \d+ minutes?\.$/

const wrongCode = (email: string) => ((control.latestEmail(email)?.code ?? '') === '000000' ? '111111' : '000000')

type Purpose = {
  name: string
  askForCode: (email: string) => Promise<unknown>
  verify: (email: string, code: string) => Promise<{ status: number; body: unknown }>
}

const reset: Purpose = {
  name: 'password reset',
  askForCode: (email) => api.auth.forgotPassword({ body: { email } }),
  verify: (email, code) => api.auth.resetVerifyOtp({ body: { email, code } }),
}
const signup: Purpose = {
  name: 'sign-up',
  askForCode: (email) => api.signup.verifyEmail({ body: { email } }),
  verify: (email, code) => api.signup.verifyCode({ body: { email, code } }),
}

/**
 * An attacker's loop: ask for a code, guess it 5 times (each code allows 5), let 61 s pass
 * so the next code may be asked for, again and again for `forMs` of the clock. The rounds are counted
 * rather than timed: real time flows under the mock clock, and a busy machine must not add a round.
 * Answers every guess.
 */
async function guessLoop(purpose: Purpose, email: string, forMs: number) {
  const answers: { status: number; body: unknown }[] = []
  for (let round = 0; round * ROUND_MS < forMs; round += 1) {
    await purpose.askForCode(email)
    for (let guess = 0; guess < 5; guess += 1) answers.push(await purpose.verify(email, wrongCode(email)))
    clock.advance(ROUND_MS)
  }
  return answers
}

describe.each([
  [reset, maria],
  [signup, newOwner],
])('wrong $name codes, counted per address across every code', (purpose, email) => {
  it('answers the 11th wrong code in 15 minutes with 429 and when to retry, whatever new codes were asked for', async () => {
    const answers = await guessLoop(purpose, email, 3 * ROUND_MS)
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(422))
    expect(answers[10]).toMatchObject({
      status: 429,
      body: { message: expect.stringMatching(WRONG_CODE_MESSAGE), data: { retry_after: expect.any(Number) } },
    })
    const { retry_after } = (answers[10]?.body as { data: { retry_after: number } }).data
    // The first wrong code leaves the 15-minute window 15 minutes after it was made, about 2 minutes ago.
    expect(retry_after).toBeGreaterThan(12 * 60)
    expect(retry_after).toBeLessThanOrEqual(15 * 60)
  })

  it('lets at most 40 wrong codes an hour through (10 per 15 minutes), where 300 went through before', async () => {
    const answers = await guessLoop(purpose, email, HOUR_MS)
    const through = answers.filter((answer) => answer.status === 422).length
    const refused = answers.filter((answer) => answer.status === 429).length
    expect(through + refused).toBe(answers.length)
    // 60 rounds start within the hour (the last at 59 min 59 s): 300 guesses. 10 in each of its four
    // 15-minute windows go through; the rest wait.
    expect(answers).toHaveLength(300)
    expect(through).toBe(40)
  })

  it('refuses even the right code while the address is held back, and takes it once the wait is over', async () => {
    await guessLoop(purpose, email, 2 * ROUND_MS)
    await purpose.askForCode(email)
    const code = control.latestEmail(email)?.code ?? ''
    expect((await purpose.verify(email, code)).status).toBe(429)
    clock.advance(13 * 60_000) // the first wrong code is 15 minutes old; the code itself is 13 minutes old
    await purpose.askForCode(email)
    expect((await purpose.verify(email, control.latestEmail(email)?.code ?? '')).status).toBe(200)
  })

  it('answers a known and an unknown address alike, so the limit reveals no account', async () => {
    const known = await guessLoop(purpose, purpose === reset ? maria : personas.regular.email, 3 * ROUND_MS)
    const stranger = await guessLoop(purpose, unknown, 3 * ROUND_MS)
    // Statuses, messages and field errors; retry_after may differ by a second on a busy machine.
    const seen = (answers: { status: number; body: unknown }[]) =>
      answers.map(({ status, body }) => ({ status, ...(body as object), data: null }))
    expect(seen(stranger)).toEqual(seen(known))
    expect(stranger.at(-1)?.status).toBe(429)
  })
})
