import { z } from 'zod'
import { idempotencyKeyHeaders } from './idempotency'
import { ok } from './envelope'
import { businessDateSchema } from './fields'
import { moodValues } from './options'
import { bearerRoute, c, refusing } from './router'

export const moodEntrySchema = z.object({
  id: z.number().int(),
  mood: z.enum(moodValues),
  /** The Asia/Manila business date the mood is for. */
  date: z.string(),
  created_at: z.string().datetime({ offset: true }),
})
export type MoodEntry = z.infer<typeof moodEntrySchema>

/**
 * How many days back a mood may still be shared for: one answered on a phone without a line reaches the
 * server later (docs/decisions/0070-mood-kept-for-its-day.md).
 */
export const MOOD_DAYS_BACK = 7

export const submitMoodBodySchema = z.object({
  mood: z.enum(moodValues, { errorMap: () => ({ message: 'Choose how you feel today.' }) }),
  date: businessDateSchema()
    .optional()
    .describe(`The Asia/Manila day it is for: today when left out, or one of the ${MOOD_DAYS_BACK} days before it.`),
})

export const moodContract = c.router({
  today: {
    method: 'GET',
    path: '/mood/today',
    responses: { 200: ok(z.object({ entry: moodEntrySchema.nullable() })) },
    metadata: bearerRoute,
    summary: "Today's mood entry, if the employee has shared one",
  },
  submit: {
    method: 'POST',
    path: '/mood',
    contentType: 'multipart/form-data',
    body: submitMoodBodySchema,
    headers: idempotencyKeyHeaders,
    responses: { 201: ok(moodEntrySchema) },
    metadata: refusing(bearerRoute, {
      409: 'The employee has already shared a mood for that date (Asia/Manila).',
    }),
    summary: "Share today's mood; once per business day (409 on a second try)",
  },
})
