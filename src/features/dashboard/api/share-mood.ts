import type { z } from 'zod'
import { manilaToday } from '@/lib/dates'
import type { MoodEntry, submitMoodBodySchema } from '@contract/mood'
import { api, apiBody } from '@/lib/api'
import { sendOrKeep, type SentOrKept } from '@/lib/outbox/send-or-keep'
import { newIdempotencyKey } from '@/lib/outbox/outbox-entry'

export type MoodBody = z.output<typeof submitMoodBodySchema>

/** One answer to the mood question: its body, always with its date, and its Idempotency-Key. */
export type MoodAnswer = { body: Required<MoodBody>; key: string }

export type SharedMood = SentOrKept<{ message: string; data: MoodEntry }>

/**
 * POST /mood for a press; with no line, kept on this phone to be sent when it returns
 * (docs/product/offline.md#the-mood). The answer is for the Manila date of the press, which every try
 * sends, so a mood kept past midnight stays the answer of its own day; under a new key, since every
 * earlier press was answered or kept (docs/decisions/0070-mood-kept-for-its-day.md).
 */
export function shareMood(mood: MoodBody['mood']): Promise<SharedMood> {
  const answer: MoodAnswer = { body: { mood, date: manilaToday() }, key: newIdempotencyKey() }
  return sendOrKeep('mood', answer, (call) => apiBody(api.mood.submit({ body: answer.body, ...call })))
}
