import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/api-error'
import { OUTBOX_REVIEW_AFTER_MS, OutboxFullError, type OutboxEntry } from './outbox-entry'
import { keptCount } from './outbox-changes'
import { clearOutbox, keepInOutbox, outboxOf } from './outbox-store'
import { sendOutbox, type OutboxSender } from './send-outbox'

const MARIA = '7'
const JOSE = '8'
const NOW = Date.parse('2026-11-28T01:00:00Z')

const entry = (key: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key,
  person: MARIA,
  kind: 'leave',
  body: { reason: key },
  fileBytes: 0,
  keptAt: NOW - 60_000,
  state: 'waiting',
  ...overrides,
})

/** A server that answers each key as told, and records what it was sent. */
function server(answers: Record<string, ApiError | 'ok'>) {
  const sent: string[] = []
  const refused: string[] = []
  const sender: OutboxSender<string> = {
    send: async (kept) => {
      sent.push(kept.key)
      const answer = answers[kept.key] ?? 'ok'
      if (answer instanceof ApiError) throw answer
      return `saved ${kept.key}`
    },
    sent: () => undefined,
    refused: (kept) => void refused.push(kept.key),
    now: () => NOW,
  }
  return { sender, sent, refused }
}

const offline = () => new ApiError({ status: 0, kind: 'network', message: 'Something went wrong.' })

afterEach(async () => {
  await clearOutbox(MARIA)
  await clearOutbox(JOSE)
})

describe('the outbox', () => {
  it('sends the waiting requests in the order they were made, and empties', async () => {
    await keepInOutbox(entry('b', { keptAt: NOW - 1_000 }))
    await keepInOutbox(entry('a', { keptAt: NOW - 2_000 }))
    expect(keptCount(MARIA)).toBe(2)
    const { sender, sent } = server({})
    await sendOutbox(MARIA, sender)
    expect(sent).toEqual(['a', 'b'])
    expect(await outboxOf(MARIA)).toEqual([])
    expect(keptCount(MARIA)).toBe(0)
  })

  it('stops at the first request the line drops, and keeps it and those after it', async () => {
    await keepInOutbox(entry('a', { keptAt: NOW - 3_000 }))
    await keepInOutbox(entry('b', { keptAt: NOW - 2_000 }))
    await keepInOutbox(entry('c', { keptAt: NOW - 1_000 }))
    const { sender, sent } = server({ b: offline() })
    await sendOutbox(MARIA, sender)
    expect(sent).toEqual(['a', 'b'])
    expect((await outboxOf(MARIA)).map((kept) => kept.key)).toEqual(['b', 'c'])
  })

  it('keeps a request the server refuses as a draft with its field errors, and goes on', async () => {
    await keepInOutbox(entry('a', { keptAt: NOW - 2_000 }))
    await keepInOutbox(entry('b', { keptAt: NOW - 1_000 }))
    const overlap = new ApiError({
      status: 422,
      message: 'The dates overlap another request.',
      fieldErrors: { start_date: ['You already have leave on 2 Dec 2026.'] },
    })
    const { sender, sent, refused } = server({ a: overlap })
    await sendOutbox(MARIA, sender)
    expect(sent).toEqual(['a', 'b'])
    expect(refused).toEqual(['a'])
    expect(await outboxOf(MARIA)).toMatchObject([
      {
        key: 'a',
        state: 'refused',
        refusal: {
          message: 'The dates overlap another request.',
          fieldErrors: { start_date: ['You already have leave on 2 Dec 2026.'] },
        },
      },
    ])
  })

  it('waits after a 401 or a server error rather than calling it a refusal', async () => {
    await keepInOutbox(entry('a'))
    for (const status of [401, 429, 503]) {
      const { sender, refused } = server({ a: new ApiError({ status, message: 'Not now.' }) })
      await sendOutbox(MARIA, sender)
      expect(refused).toEqual([])
      expect(await outboxOf(MARIA)).toMatchObject([{ key: 'a', state: 'waiting' }])
    }
  })

  it("never sends another person's requests", async () => {
    await keepInOutbox(entry('hers'))
    await keepInOutbox(entry('his', { person: JOSE }))
    const { sender, sent } = server({})
    await sendOutbox(JOSE, sender)
    expect(sent).toEqual(['his'])
    expect((await outboxOf(MARIA)).map((kept) => kept.key)).toEqual(['hers'])
  })

  it('holds a request kept more than 30 days until the person confirms it', async () => {
    await keepInOutbox(entry('old', { keptAt: NOW - OUTBOX_REVIEW_AFTER_MS - 1 }))
    await keepInOutbox(entry('confirmed', { keptAt: NOW - OUTBOX_REVIEW_AFTER_MS - 1, confirmedAt: NOW }))
    const { sender, sent } = server({})
    await sendOutbox(MARIA, sender)
    expect(sent).toEqual(['confirmed'])
    expect((await outboxOf(MARIA)).map((kept) => kept.key)).toEqual(['old'])
  })

  it('holds at most 20 requests and 50 MB of files per person, and says so', async () => {
    for (let index = 0; index < 20; index += 1) await keepInOutbox(entry(`k${index}`, { keptAt: NOW - index }))
    await expect(keepInOutbox(entry('one too many'))).rejects.toThrow(
      new OutboxFullError('This phone already holds 20 requests waiting to send. Send or discard some first.'),
    )
    await expect(keepInOutbox(entry('his', { person: JOSE }))).resolves.toBeUndefined()
    await expect(keepInOutbox(entry('k0', { body: { reason: 'edited' } }))).resolves.toBeUndefined()
    await clearOutbox(MARIA)
    await keepInOutbox(entry('big', { fileBytes: 40 * 1024 * 1024 }))
    await expect(keepInOutbox(entry('bigger', { fileBytes: 11 * 1024 * 1024 }))).rejects.toThrow(
      'The requests waiting on this phone already hold 50 MB of files. Send or discard some first.',
    )
  })
})
