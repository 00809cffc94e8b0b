import { z } from 'zod'
import { ok } from './envelope'
import { instantSchema } from './fields'
import { bearerRoute, c, refusing } from './router'

/**
 * The privacy notice the person acknowledged, their choices about optional processing, and erasing
 * optional data (docs/product/privacy.md#consent-and-notices).
 */

export const privacyNoticeSchema = z.object({
  /** Raised by one each time the company publishes a new notice. */
  version: z.number().int().min(1),
  published_at: instantSchema,
  /** The notice in short, one point a line: what is kept, why, who receives it, and the person's rights. */
  summary: z.array(z.string()),
})
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>

export const privacyConsentSchema = z.object({
  /** The company's notice in force. */
  notice: privacyNoticeSchema,
  /** The version the person last acknowledged, and when; null before their first. */
  acknowledged_version: z.number().int().min(1).nullable(),
  acknowledged_at: instantSchema.nullable(),
  /** Whether the person has acknowledged the notice in force; false holds them at the notice until they do. */
  acknowledged: z.boolean(),
  /** Whether HR's mood figures include the person's answers. Off until the person turns it on. */
  share_mood_with_hr: z.boolean(),
  /** Whether colleagues see the person's photo on the leave calendar (initials otherwise). Off until turned on. */
  show_photo_to_colleagues: z.boolean(),
})
export type PrivacyConsent = z.infer<typeof privacyConsentSchema>

export const acknowledgeNoticeBodySchema = z.object({
  version: z.coerce
    .number({ invalid_type_error: 'The version must be a number.' })
    .int()
    .min(1)
    .describe('The version the person read: a newer one published meanwhile is refused (409).'),
})

export const updatePrivacyChoicesBodySchema = z
  .object({ share_mood_with_hr: z.boolean(), show_photo_to_colleagues: z.boolean() })
  .partial()
export type UpdatePrivacyChoicesBody = z.infer<typeof updatePrivacyChoicesBodySchema>

/** How many records an erasure removed. Required records have no such route: the law says how long they are kept. */
const erasedSchema = z.object({ erased: z.number().int().min(0) })

export const privacyConsentContract = c.router({
  consent: {
    method: 'GET',
    path: '/privacy/consent',
    responses: { 200: ok(privacyConsentSchema) },
    metadata: bearerRoute,
    summary: "The privacy notice in force, the version the caller acknowledged, and the caller's choices",
  },
  acknowledgeNotice: {
    method: 'POST',
    path: '/privacy/notice/acknowledge',
    contentType: 'multipart/form-data',
    body: acknowledgeNoticeBodySchema,
    responses: { 200: ok(privacyConsentSchema) },
    metadata: refusing(bearerRoute, {
      409: 'The version sent is not the notice in force: a newer one was published after the person read it.',
    }),
    summary: 'Acknowledge the privacy notice in force; records the version and the time, and lifts the gate',
  },
  updateChoices: {
    method: 'PATCH',
    path: '/privacy/choices',
    body: updatePrivacyChoicesBodySchema,
    responses: { 200: ok(privacyConsentSchema) },
    metadata: bearerRoute,
    summary: 'Turn optional processing on or off; it takes effect at once',
  },
  eraseMoodHistory: {
    method: 'DELETE',
    path: '/privacy/optional-data/mood',
    responses: { 200: ok(erasedSchema) },
    metadata: bearerRoute,
    summary: "Erase the caller's whole mood history; answers how many answers went (0 when there were none)",
  },
  erasePhoto: {
    method: 'DELETE',
    path: '/privacy/optional-data/photo',
    responses: { 200: ok(erasedSchema) },
    metadata: bearerRoute,
    summary: "Erase the caller's profile photo: they show as initials again; answers 1, or 0 when there was none",
  },
})
