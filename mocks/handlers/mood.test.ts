import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { db } from '../db'
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

// A mood answered on a phone without a line is sent later for the day it was answered
// (docs/product/offline.md#the-mood). Monday 23 Nov 2026; the seed never shares a mood on a weekend.
describe('POST /mood for a recent day', () => {
  const KEY = '0d9c4b7e-5a3f-4e21-8b6d-2f1a9c8e7d65'
  const moodsOn = (userId: number, date: string) =>
    db.mood_entry.getAll().filter((row) => row.user_id === userId && row.date === date).length

  it('takes a mood for a day before today that has none, and leaves today open', async () => {
    const { client } = await loginAs('regular')
    expect(await client.mood.submit({ body: { mood: 'bad', date: '2026-11-22' } })).toMatchObject({
      status: 201,
      body: {
        message: 'Thank you for sharing how you felt on 22 Nov 2026.',
        data: { mood: 'bad', date: '2026-11-22' },
      },
    })
    expect(await client.mood.today()).toMatchObject({ body: { data: { entry: null } } })
    expect((await client.mood.submit({ body: { mood: 'good', date: '2026-11-23' } })).status).toBe(201)
  })

  it('refuses a second mood for that day (409), naming it', async () => {
    const { client } = await loginAs('regular')
    await client.mood.submit({ body: { mood: 'okay', date: '2026-11-21' } })
    expect(await client.mood.submit({ body: { mood: 'great', date: '2026-11-21' } })).toMatchObject({
      status: 409,
      body: { message: 'You have already shared your mood for 21 Nov 2026.' },
    })
    expect(await client.mood.submit({ body: { mood: 'great', date: '2026-11-23' } })).toMatchObject({ status: 201 })
    expect(await client.mood.submit({ body: { mood: 'great', date: '2026-11-23' } })).toMatchObject({
      status: 409,
      body: { message: 'You have already shared your mood today. You can share it again tomorrow.' },
    })
  })

  it('refuses a later day, and a day more than 7 days back, under the date (422)', async () => {
    const { client } = await loginAs('regular')
    expect(await client.mood.submit({ body: { mood: 'good', date: '2026-11-24' } })).toMatchObject({
      status: 422,
      body: { errors: { date: ['The date cannot be later than today (Asia/Manila).'] } },
    })
    expect(await client.mood.submit({ body: { mood: 'good', date: '2026-11-15' } })).toMatchObject({
      status: 422,
      body: { errors: { date: ['A mood can be shared for today or one of the 7 days before it only.'] } },
    })
    expect(await client.mood.submit({ body: { mood: 'good', date: '2026-02-30' } })).toMatchObject({
      status: 422,
      body: { errors: { date: ['The date is not a valid date.'] } },
    })
  })

  it('takes the day exactly 7 days back, on the Manila date', async () => {
    clock.set('2026-11-28T16:30:00.000Z') // 00:30 on Sunday 29 Nov in Manila: 7 days back is Sunday the 22nd
    const { client } = await loginAs('regular')
    expect(await client.mood.submit({ body: { mood: 'good', date: '2026-11-22' } })).toMatchObject({
      status: 201,
      body: { data: { date: '2026-11-22' } },
    })
    expect((await client.mood.submit({ body: { mood: 'good', date: '2026-11-21' } })).status).toBe(422)
  })

  it('answers a mood sent again after midnight with its key as the first time: its own day, one record', async () => {
    clock.set('2026-11-23T15:55:00.000Z') // 23:55 on the 23rd in Manila
    const { client, user } = await loginAs('regular')
    const send = () =>
      client.mood.submit({ body: { mood: 'awful', date: '2026-11-23' }, headers: { 'idempotency-key': KEY } })
    const first = await send()
    expect(first).toMatchObject({ status: 201, body: { data: { date: '2026-11-23' } } })
    clock.set('2026-11-23T16:10:00.000Z') // 00:10 on the 24th: the answer was lost, and the phone sends again
    expect(await send()).toMatchObject({ status: 201, body: first.body })
    expect(moodsOn(user.id, '2026-11-23')).toBe(1)
    expect(moodsOn(user.id, '2026-11-24')).toBe(0)
  })
})
