import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { DEMO_PASSWORD, personas, type PersonaKey } from '../seed/personas'
import { createClient, noBody, type TestClient } from '../test/client'
import { useMockServer } from '../test/use-mock-server'

useMockServer()

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const SIGNED_OUT_ELSEWHERE = 'You were signed out from another device. Please log in again.'

/** An instant within its second: the mock's clock is set, then keeps running. */
const at = (second: string) => expect.stringMatching(new RegExp(`^${second}\\.\\d{3}Z$`))

type Device = { client: TestClient; token: string }

/** Signs a persona in from a browser, optionally behind a proxy that names its address. */
async function signInFrom(key: PersonaKey, userAgent: string, forwardedFor?: string): Promise<Device> {
  const extraHeaders = { 'user-agent': userAgent, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) }
  const login = await createClient().auth.login({
    body: { email: personas[key].email, password: DEMO_PASSWORD },
    extraHeaders,
  })
  if (login.status !== 200 || !('token' in login.body.data)) throw new Error(`login of ${key} answered ${login.status}`)
  return { client: createClient(login.body.data.token), token: login.body.data.token }
}

async function sessionsOf(device: Device) {
  const answer = await device.client.sessions.list()
  if (answer.status !== 200) throw new Error(`the list answered ${answer.status}`)
  return answer.body.data
}

describe('GET /sessions', () => {
  it("lists the person's sessions with their browsers, this device first", async () => {
    clock.set('2026-11-20T01:00:00Z')
    await signInFrom('regular', CHROME_ON_ANDROID, '203.0.113.7, 10.0.0.1')
    clock.set('2026-11-20T02:30:00Z')
    const laptop = await signInFrom('regular', FIREFOX_ON_WINDOWS)
    expect(await sessionsOf(laptop)).toEqual([
      {
        id: expect.any(String),
        device: 'Firefox on Windows',
        browser: 'Firefox',
        system: 'Windows',
        place: null,
        signed_in_at: at('2026-11-20T02:30:00'),
        last_active_at: at('2026-11-20T02:30:00'),
        current: true,
      },
      {
        id: expect.any(String),
        device: 'Chrome on Android',
        browser: 'Chrome',
        system: 'Android',
        place: 'Makati City, Philippines',
        signed_in_at: at('2026-11-20T01:00:00'),
        last_active_at: at('2026-11-20T01:00:00'),
        current: false,
      },
    ])
  })

  it('moves "last active" when a token of the session is used, at most once a minute', async () => {
    clock.set('2026-11-20T01:00:00Z')
    const phone = await signInFrom('regular', CHROME_ON_ANDROID)
    const laptop = await signInFrom('regular', FIREFOX_ON_WINDOWS)
    const phoneActivity = async () => (await sessionsOf(laptop)).find((session) => !session.current)?.last_active_at
    clock.set('2026-11-20T01:00:59Z')
    await phone.client.auth.me()
    expect(await phoneActivity()).toEqual(at('2026-11-20T01:00:00'))
    clock.set('2026-11-20T01:05:00Z')
    await phone.client.auth.me()
    expect(await phoneActivity()).toEqual(at('2026-11-20T01:05:00'))
  })

  it('leaves out sessions that have ended', async () => {
    const phone = await signInFrom('regular', CHROME_ON_ANDROID)
    const laptop = await signInFrom('regular', FIREFOX_ON_WINDOWS)
    await phone.client.auth.logout(noBody())
    expect((await sessionsOf(laptop)).map((session) => session.device)).toEqual(['Firefox on Windows'])
  })
})

describe('DELETE /sessions/:id', () => {
  it('signs out exactly that session: its next call and its refresh are refused with the reason', async () => {
    const phone = await signInFrom('regular', CHROME_ON_ANDROID)
    const tablet = await signInFrom('regular', SAFARI_ON_IOS)
    const laptop = await signInFrom('regular', FIREFOX_ON_WINDOWS)
    const phoneId = (await sessionsOf(laptop)).find((session) => session.device === 'Chrome on Android')?.id ?? ''

    expect(await laptop.client.sessions.signOut({ params: { id: phoneId } })).toMatchObject({
      status: 200,
      body: { message: 'The session was signed out.', data: null },
    })
    expect(await phone.client.auth.me()).toMatchObject({ status: 401, body: { message: SIGNED_OUT_ELSEWHERE } })
    expect(await phone.client.auth.refresh(noBody())).toMatchObject({
      status: 401,
      body: { message: SIGNED_OUT_ELSEWHERE },
    })
    expect((await tablet.client.auth.me()).status).toBe(200)
    expect((await sessionsOf(laptop)).map((session) => session.device)).toEqual(['Firefox on Windows', 'Safari on iOS'])
  })

  it("answers 404 for another person's session, which goes on working", async () => {
    const theirs = await signInFrom('probationary', CHROME_ON_ANDROID)
    const theirId = (await sessionsOf(theirs))[0]?.id ?? ''
    const mine = await signInFrom('regular', FIREFOX_ON_WINDOWS)
    expect(await mine.client.sessions.signOut({ params: { id: theirId } })).toMatchObject({
      status: 404,
      body: { message: 'No signed-in session with this id belongs to you.', data: null },
    })
    expect((await theirs.client.auth.me()).status).toBe(200)
  })

  it('says a session already signed out had ended, and answers 409 for the one making the call', async () => {
    const phone = await signInFrom('regular', CHROME_ON_ANDROID)
    const laptop = await signInFrom('regular', FIREFOX_ON_WINDOWS)
    const [here, there] = await sessionsOf(laptop)
    await laptop.client.sessions.signOut({ params: { id: there?.id ?? '' } })
    expect(await laptop.client.sessions.signOut({ params: { id: there?.id ?? '' } })).toMatchObject({
      status: 200,
      body: { message: 'That session had already ended.', data: null },
    })
    expect(await laptop.client.sessions.signOut({ params: { id: here?.id ?? '' } })).toMatchObject({
      status: 409,
      body: { message: 'This is the session you are using: log out instead.' },
    })
    expect((await phone.client.auth.me()).status).toBe(401)
  })
})

describe('POST /sessions/sign-out-others', () => {
  it('leaves exactly the current session', async () => {
    const phone = await signInFrom('regular', CHROME_ON_ANDROID)
    const tablet = await signInFrom('regular', SAFARI_ON_IOS)
    const laptop = await signInFrom('regular', FIREFOX_ON_WINDOWS)
    expect(await laptop.client.sessions.signOutOthers(noBody())).toMatchObject({
      status: 200,
      body: { message: 'Signed out of 2 other sessions.', data: { signed_out: 2 } },
    })
    expect((await sessionsOf(laptop)).map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Firefox on Windows', current: true },
    ])
    for (const other of [phone, tablet])
      expect(await other.client.auth.refresh(noBody())).toMatchObject({
        status: 401,
        body: { message: SIGNED_OUT_ELSEWHERE },
      })
    expect(await laptop.client.sessions.signOutOthers(noBody())).toMatchObject({
      body: { message: 'There were no other sessions to sign out.', data: { signed_out: 0 } },
    })
  })
})
