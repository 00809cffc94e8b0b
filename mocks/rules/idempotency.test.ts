import { API_PREFIX } from '@contract'
import { encodeMultipart } from '@contract/wire'
import { describe, expect, it } from 'vitest'
import * as clock from '../clock'
import { db } from '../db'
import { setLatency } from '../injected-faults'
import type { PersonaKey } from '../seed/personas'
import { jpegFile } from '../test/files'
import { loginAs } from '../test/login-as'
import { TEST_API_ORIGIN } from '../test/client'
import { userIdOf } from '../test/seeded'
import { useMockServer } from '../test/use-mock-server'
import { useSeedAt } from '../test/use-seed-at'

useMockServer()
useSeedAt() // Monday 23 Nov 2026, 09:00 in Manila

const KEY = '6f1d0c1e-2b8a-4d4e-9c61-0b6a8f1e2d3c'
const HOUR_MS = 60 * 60 * 1000

type Body = Record<string, unknown>

/**
 * The writes an app may send again after a dropped line, each with two bodies and the persona who
 * may send it and another who may too. A body is made afresh for each send, files included, as a
 * retry sends its copy.
 */
const writes: {
  name: string
  path: string
  first: () => Body
  other: () => Body
  person: PersonaKey
  another: PersonaKey
  records: (persona: PersonaKey) => number
}[] = [
  {
    name: 'filing a leave',
    path: '/leaves',
    first: () => ({
      type: 'leave without pay',
      date_started: '2026-12-02',
      date_finished: '2026-12-02',
      reason: 'Errand.',
    }),
    other: () => ({
      type: 'leave without pay',
      date_started: '2026-12-03',
      date_finished: '2026-12-03',
      reason: 'Errand.',
    }),
    person: 'regular',
    another: 'probationary',
    records: (persona) => db.leave_request.getAll().filter((row) => row.user_id === userIdOf(persona)).length,
  },
  {
    name: 'filing an expense with a receipt',
    path: '/item-requests',
    first: () => ({ type: 'item', item_name: 'Headset', costing: '1499.00', attachments: [jpegFile('resibo.jpg')] }),
    // The same fields and file name; only the receipt's bytes differ.
    other: () => ({
      type: 'item',
      item_name: 'Headset',
      costing: '1499.00',
      attachments: [jpegFile('resibo.jpg', 512)],
    }),
    person: 'regular',
    another: 'twoFactor',
    records: (persona) => db.expense_request.getAll().filter((row) => row.user_id === userIdOf(persona)).length,
  },
  {
    name: 'sharing the mood',
    path: '/mood',
    first: () => ({ mood: 'good' }),
    other: () => ({ mood: 'bad' }),
    person: 'regular',
    another: 'contractor',
    records: (persona) => db.mood_entry.getAll().filter((row) => row.user_id === userIdOf(persona)).length,
  },
]

async function send(path: string, token: string, body: Body, key: string | null = KEY) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
  if (key !== null) headers['Idempotency-Key'] = key
  const response = await fetch(`${TEST_API_ORIGIN}${API_PREFIX}${path}`, {
    method: 'POST',
    headers,
    body: encodeMultipart(body),
  })
  return { status: response.status, body: (await response.json()) as { message: string; errors: unknown } }
}

describe.each(writes)('the Idempotency-Key on $name', ({ path, first, other, person, another, records }) => {
  it('answers the same key and body with the first answer, status and body, and keeps one record', async () => {
    const { token } = await loginAs(person)
    const before = records(person)
    const answer = await send(path, token, first())
    expect(answer.status).toBe(201)
    expect(await send(path, token, first())).toEqual(answer)
    expect(records(person)).toBe(before + 1)
  })

  it('refuses the same key with another body (422) and keeps nothing of it', async () => {
    const { token } = await loginAs(person)
    await send(path, token, first())
    const before = records(person)
    expect(await send(path, token, other())).toEqual({
      status: 422,
      body: {
        message:
          'This Idempotency-Key was already used for a request with other content. Send a new request with a new key.',
        data: null,
        errors: {
          'Idempotency-Key': [
            'This Idempotency-Key was already used for a request with other content. Send a new request with a new key.',
          ],
        },
      },
    })
    expect(records(person)).toBe(before)
  })

  it("treats another person's same key as unrelated: it makes their own record", async () => {
    const mine = await loginAs(person)
    const theirs = await loginAs(another)
    const before = records(another)
    await send(path, mine.token, first())
    expect((await send(path, theirs.token, other())).status).toBe(201)
    expect(records(another)).toBe(before + 1)
  })

  it('keeps the key for 24 hours on the mock clock, then forgets it', async () => {
    await send(path, (await loginAs(person)).token, first())
    clock.advance(24 * HOUR_MS - 60_000)
    expect((await send(path, (await loginAs(person)).token, other())).status).toBe(422)
    clock.advance(60_000)
    const before = records(person)
    expect((await send(path, (await loginAs(person)).token, other())).status).toBe(201)
    expect(records(person)).toBe(before + 1)
  })

  it('refuses a key that is not a UUID (400) with a message that says what a key is', async () => {
    const { token } = await loginAs(person)
    const before = records(person)
    expect(await send(path, token, first(), 'twice-please')).toEqual({
      status: 400,
      body: {
        message:
          'The Idempotency-Key must be a UUID, such as 6f1d0c1e-2b8a-4d4e-9c61-0b6a8f1e2d3c, made once for the request and sent unchanged with every retry.',
        data: null,
        errors: null,
      },
    })
    expect(records(person)).toBe(before)
  })

  it('answers 409 to a second request with the key while the first is still being processed', async () => {
    const { token } = await loginAs(person)
    const before = records(person)
    // Each call waits first, so the second arrives while the first is on its way.
    setLatency(50)
    const answers = await Promise.all([send(path, token, first()), send(path, token, first())])
    expect(answers.map((answer) => answer.status)).toEqual([201, 409])
    expect(answers[1]?.body.message).toBe(
      'A request with this Idempotency-Key is still being processed. Send it again once it has been answered.',
    )
    expect(records(person)).toBe(before + 1)
  })
})

describe('the Idempotency-Key', () => {
  it("takes the draft's quoted form and any case for the same key", async () => {
    const { token } = await loginAs('regular')
    const answer = await send('/mood', token, { mood: 'good' })
    expect(await send('/mood', token, { mood: 'good' }, `"${KEY.toUpperCase()}"`)).toEqual(answer)
  })

  it('decides alone what a repeat is: two keys with the same expense are two requests', async () => {
    const { token } = await loginAs('regular')
    const before = db.expense_request.getAll().length
    const body = () => ({ type: 'item', item_name: 'Headset', costing: '1499.00' })
    expect((await send('/item-requests', token, body())).status).toBe(201)
    expect((await send('/item-requests', token, body(), 'a8d5c7e2-41f3-4b7e-9d1a-2c3b4d5e6f70')).status).toBe(201)
    expect(db.expense_request.getAll().length).toBe(before + 2)
  })

  it('refuses hostile keys with 400, never a failure of its own', async () => {
    const { token } = await loginAs('regular')
    for (const hostile of ['x'.repeat(100_000), `${KEY}, ${KEY}`, `"${KEY}`, ` ${KEY}x`, 'ÿ'.repeat(36)])
      expect((await send('/mood', token, { mood: 'good' }, hostile)).status, hostile.slice(0, 40)).toBe(400)
  })

  it('keeps a refusal and answers it again: a refused request is sent again with a new key', async () => {
    const { token } = await loginAs('regular')
    const refused = await send('/mood', token, { mood: 'not-a-mood' })
    expect(refused.status).toBe(422)
    expect(await send('/mood', token, { mood: 'not-a-mood' })).toEqual(refused)
  })

  it('keeps nothing of a request without a signed-in person (401): it is sent again after signing in', async () => {
    expect((await send('/mood', 'not-a-token', { mood: 'good' })).status).toBe(401)
    expect((await send('/mood', (await loginAs('regular')).token, { mood: 'good' })).status).toBe(201)
  })
})
