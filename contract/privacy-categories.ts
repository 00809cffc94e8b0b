import { z } from 'zod'
import { accessActorSchema, privacyCategorySchema } from './access-log'
import { ok } from './envelope'
import { instantSchema } from './fields'
import { bearerRoute, c } from './router'

/**
 * What the company holds about the signed-in person, one entry per privacy category
 * (docs/product/privacy.md#what-the-company-holds): what it is, where it came from, why and on what legal
 * basis, who receives it, how long it is kept, and when it was last accessed and changed, and by whom. The
 * words are the company's: the server answers them, the app shows them.
 */

/** One touch of the data, from the person's access log: when, and who. */
export const dataTouchSchema = z.object({ at: instantSchema, by: accessActorSchema })
export type DataTouch = z.infer<typeof dataTouchSchema>

export const heldCategorySchema = z.object({
  category: privacyCategorySchema,
  /** What it is: the fields it covers, in a few words each ("Legal name", "Birthdate"). */
  covers: z.array(z.string()).min(1),
  /** Where it came from, in a sentence. */
  source: z.string(),
  /** Why it is processed, in a sentence. */
  purpose: z.string(),
  /** The legal bases, each named ("Your contract of employment (Data Privacy Act, Sec. 12(b))"). */
  legal_bases: z.array(z.string()).min(1),
  /** Who outside the company receives it ("BIR", "SSS"); empty when no one does. */
  recipients: z.array(z.string()),
  /** How long it is kept ("10 years after the tax year") and why, with its law. */
  retention: z.object({ period: z.string(), reason: z.string() }),
  /** What is true of this person's data only, for them alone (a confidential leave of theirs); null when nothing. */
  note: z.string().nullable(),
  /** The newest entry of the person's access log in the category, by anyone; null when never. */
  last_accessed: dataTouchSchema.nullable(),
  /** The newest entry that changed it (any action but a read); null when never. */
  last_changed: dataTouchSchema.nullable(),
})
export type HeldCategory = z.infer<typeof heldCategorySchema>

export const privacyCategoriesContract = c.router({
  list: {
    method: 'GET',
    path: '/privacy/categories',
    responses: { 200: ok(z.array(heldCategorySchema)) },
    metadata: bearerRoute,
    summary: 'What the company holds about the employee, one entry per category, with its last access and change',
    description:
      "Always the caller's own data: there is no way to ask for another person's. One entry per privacy category, in the order of the access log's categories. Who last accessed or changed it is named by name and role only, never with the record, so a confidential leave type is not named.",
  },
})
