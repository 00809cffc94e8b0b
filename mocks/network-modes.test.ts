import { API_PREFIX } from '@contract'
import { encodeMultipart } from '@contract/wire'
import { describe, expect, it } from 'vitest'
import { control } from './control-api/index'
import { db } from './db'
import { TEST_API_ORIGIN } from './test/client'
import { loginAs } from './test/login-as'
import { userIdOf } from './test/seeded'
import { useMockServer } from './test/use-mock-server'
import { useSeedAt } from './test/use-seed-at'

useMockServer()
useSeedAt() // Monday 23 Nov 2026, 09:00 in Manila

const KEY = '6f1d0c1e-2b8a-4d4e-9c61-0b6a8f1e2d3c'
const moodsOfMaria = () => db.mood_entry.getAll().filter((row) => row.user_id === userIdOf('regular')).length

const shareMood = (token: string) =>
  fetch(`${TEST_API_ORIGIN}${API_PREFIX}/mood`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': KEY },
    body: encodeMultipart({ mood: 'good' }),
  })

const controlRoute = (path: string) => fetch(`${TEST_API_ORIGIN}/__mock${path}`)

describe('the mock offline', () => {
  it('answers every API call as a dropped line would until switched back, while its control routes answer', async () => {
    const { client, token } = await loginAs('regular')
    const before = moodsOfMaria()
    control.setOffline(true)
    await expect(client.mood.today()).rejects.toThrow()
    await expect(shareMood(token)).rejects.toThrow()
    await expect(fetch(`${TEST_API_ORIGIN}${API_PREFIX}/no-such-route`)).rejects.toThrow()
    expect(moodsOfMaria()).toBe(before)
    expect(await (await controlRoute('/network')).json()).toMatchObject({
      data: { offline: true, next_failure: null },
    })

    control.setOffline(false)
    expect((await client.mood.today()).status).toBe(200)
  })

  it('keeps a failure set for the next call until the line is back', async () => {
    const { client } = await loginAs('regular')
    control.failNext('500')
    control.setOffline(true)
    await expect(client.mood.today()).rejects.toThrow()
    control.setOffline(false)
    expect((await client.mood.today()).status).toBe(500)
    expect((await client.mood.today()).status).toBe(200)
  })

  it('is back online after a reset of the demo', async () => {
    const { client } = await loginAs('regular')
    control.setOffline(true)
    await control.resetDatabase()
    expect(control.network()).toEqual({ offline: false, next_failure: null })
    expect((await client.auth.me()).status).toBe(401) // the reseed ended every session; the line is up
  })
})

describe('a lost answer', () => {
  it("saves the next write and drops only its answer: the same key then answers the saved request's answer", async () => {
    const { client, token } = await loginAs('regular')
    const before = moodsOfMaria()
    control.failNext('answer-lost')
    // Reads pass: the loss waits for a write.
    expect((await client.mood.today()).status).toBe(200)
    await expect(shareMood(token)).rejects.toThrow()
    expect(moodsOfMaria()).toBe(before + 1)
    expect(control.network().next_failure).toBeNull()

    const retry = await shareMood(token)
    expect(retry.status).toBe(201)
    expect(await retry.json()).toMatchObject({ data: { mood: 'good', date: '2026-11-23' } })
    expect(moodsOfMaria()).toBe(before + 1)
  })
})
