import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { createClient } from '../test/client'
import { loginAs } from '../test/login-as'
import { rawRequest } from '../test/raw-request'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // Monday 23 Nov 2026, 09:00 in Manila; the seed never shares today's mood.

describe('GET /mood/today', () => {
  it("answers null until the employee shares today's mood, then the entry", async () => {
    const { client } = await loginAs('regular')
    expect(await client.mood.today()).toMatchObject({ status: 200, body: { data: { entry: null } } })
    await client.mood.submit({ body: { mood: 'good' } })
    expect(await client.mood.today()).toMatchObject({
      status: 200,
      body: { data: { entry: { mood: 'good', date: '2026-11-23' } } },
    })
  })

  it('answers 401 without a token', async () => {
    expect((await createClient().mood.today()).status).toBe(401)
  })
})

describe('POST /mood', () => {
  it('takes one mood per Manila business date: a second the same day is refused (409)', async () => {
    const { client } = await loginAs('regular')
    expect(await client.mood.submit({ body: { mood: 'great' } })).toMatchObject({
      status: 201,
      body: { data: { mood: 'great', date: '2026-11-23' } },
    })
    expect(await client.mood.submit({ body: { mood: 'awful' } })).toMatchObject({
      status: 409,
      body: { message: 'You have already shared your mood today. You can share it again tomorrow.' },
    })
  })

  it('opens again on the next Manila date, which starts at 16:00 UTC', async () => {
    const { client } = await loginAs('regular')
    await client.mood.submit({ body: { mood: 'okay' } })
    clock.set('2026-11-23T15:59:00.000Z') // 23:59 in Manila: still the 23rd
    const { client: lateClient } = await loginAs('regular')
    expect((await lateClient.mood.submit({ body: { mood: 'bad' } })).status).toBe(409)
    clock.set('2026-11-23T16:01:00.000Z') // 00:01 on the 24th in Manila, still the 23rd in UTC
    const { client: nextDay } = await loginAs('regular')
    expect(await nextDay.mood.today()).toMatchObject({ body: { data: { entry: null } } })
    expect(await nextDay.mood.submit({ body: { mood: 'good' } })).toMatchObject({
      status: 201,
      body: { data: { date: '2026-11-24' } },
    })
  })

  it('is open to every employment type, contractors included', async () => {
    const { client } = await loginAs('contractor')
    expect((await client.mood.submit({ body: { mood: 'good' } })).status).toBe(201)
  })

  it('answers 422 for a mood not on the list and 401 without a token', async () => {
    const { token } = await loginAs('regular')
    const form = new FormData()
    form.append('mood', 'ecstatic')
    expect(await rawRequest('POST', '/mood', { token, body: form })).toMatchObject({
      status: 422,
      body: { errors: { mood: ['Choose how you feel today.'] } },
    })
    expect((await createClient().mood.submit({ body: { mood: 'good' } })).status).toBe(401)
  })
})
