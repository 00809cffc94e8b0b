import { z } from 'zod'
import { idempotencyKeyHeaders } from './idempotency'
import { ok } from './envelope'
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

export const submitMoodBodySchema = z.object({
  mood: z.enum(moodValues, { errorMap: () => ({ message: 'Choose how you feel today.' }) }),
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
      409: 'The employee has already shared a mood today (Asia/Manila).',
    }),
    summary: "Share today's mood; once per business day (409 on a second try)",
  },
})
