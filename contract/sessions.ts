import { z } from 'zod'
import { ok } from './envelope'
import { instantSchema } from './fields'
import { bearerRoute, c, refusing } from './router'

/**
 * The person's signed-in sessions, one a browser or device, and signing them out
 * (docs/product/privacy.md#sessions-and-devices).
 */

export const signedInSessionSchema = z.object({
  id: z.string(),
  /** The browser and system, as people name them: "Chrome on Android"; "an unknown browser" when unreadable. */
  device: z.string(),
  /** The browser's name read from its User-Agent ("Chrome"), or null when it names none the server knows. */
  browser: z.string().nullable(),
  /** The operating system read from the User-Agent ("Android"), or null. */
  system: z.string().nullable(),
  /** The approximate place of the address it signed in from ("Makati City, Philippines"), or null when unknown. */
  place: z.string().nullable(),
  signed_in_at: instantSchema,
  /** When a token of the session was last used, to the minute. */
  last_active_at: instantSchema,
  /** The session making this call: "This device". */
  current: z.boolean(),
})
export type SignedInSession = z.infer<typeof signedInSessionSchema>

/** A session's id as the list gives it. */
export const sessionIdSchema = z
  .string()
  .max(64, 'The session id must not be greater than 64 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'The session id is not one the server gives.')
  .describe("The session's id, as the list gives it.")

export const sessionsContract = c.router({
  list: {
    method: 'GET',
    path: '/sessions',
    responses: { 200: ok(z.array(signedInSessionSchema)) },
    metadata: bearerRoute,
    summary: "The caller's signed-in sessions: this device first, then the most recently active",
  },
  signOut: {
    method: 'DELETE',
    path: '/sessions/:id',
    pathParams: z.object({ id: sessionIdSchema }),
    responses: { 200: ok(z.null()) },
    metadata: refusing(bearerRoute, {
      404: 'No signed-in session with this id belongs to the caller.',
      409: 'The session is the one making the call: log out instead.',
    }),
    summary: 'Sign out one other session: its tokens stop working at once',
    description:
      "The session's refresh is refused from now on, and its next call answers 401 with the message `You were signed out from another device. Please log in again.` A session of the caller's that has already ended answers 200 with the message `That session had already ended.`",
  },
  signOutOthers: {
    method: 'POST',
    path: '/sessions/sign-out-others',
    contentType: 'multipart/form-data',
    body: c.noBody(),
    responses: { 200: ok(z.object({ signed_out: z.number().int().min(0) })) },
    metadata: bearerRoute,
    summary: 'Sign out every session but the one making the call; answers how many ended',
  },
})
