import { z } from 'zod'
import { ok } from './envelope'
import { bearerRoute, c, refusing } from './router'

/**
 * The hand-off to the admin application: a single-use code, valid for a minute, that the admin app
 * exchanges for its own session. The employee session stays as it is.
 */
export const adminHandoffSchema = z.object({
  redirect_url: z.string(),
  handoff_code: z.string(),
  expires_at: z.string().datetime({ offset: true }),
})

export const switchAccountContract = c.router({
  switchToAdmin: {
    method: 'POST',
    path: '/switch-account',
    contentType: 'multipart/form-data',
    body: c.noBody(),
    responses: { 200: ok(adminHandoffSchema) },
    metadata: refusing(bearerRoute, {
      403: 'The user is not an active administrator of the company.',
    }),
    summary: 'Hand the signed-in admin over to the admin application (admins who are not inactive only)',
  },
})
