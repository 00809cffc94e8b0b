import { z } from 'zod'
import { c, publicRoute, refusing } from './router'

/**
 * Stored files (request attachments and profile photos), served by the signed URLs that records carry
 * (`attachments[].url`, `employee_avatar`), as Laravel's signed routes do. A signed URL works in an
 * <img> or a fetch without the bearer token, which an <img> cannot send, while a guessed or altered
 * one does not. Attachment URLs expire an hour after the record was read (read it again for a fresh
 * one); profile photo URLs do not expire, since colleagues see the photo too.
 */
export const storedFileNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,80}\.(pdf|png|jpg)$/, 'The file name is not valid.')

export const filesContract = c.router({
  get: {
    method: 'GET',
    path: '/files/:name',
    pathParams: z.object({
      name: storedFileNameSchema.describe("The stored file's name, as its signed URL gives it."),
    }),
    query: z.object({
      expires: z.coerce
        .number()
        .int()
        .positive()
        .optional()
        .describe(
          'When the link stops working, in seconds since 1970 (UTC): attachment links have it, profile photo links do not.',
        ),
      signature: z
        .string({ required_error: 'The signature field is required.' })
        .regex(/^[A-Za-z0-9_-]{1,128}$/, 'The signature is not valid.')
        .describe('The signature of the name and expiry, as the signed URL gives it.'),
    }),
    // One declared type stands for the file's own: the answer's Content-Type is the stored file's.
    responses: { 200: c.otherResponse({ contentType: 'application/octet-stream', body: c.type<Blob>() }) },
    metadata: refusing(publicRoute, {
      403: 'The signature is right but the link has expired (attachment links last an hour).',
      404: 'No such file, a wrong signature, or an attachment link without its expiry.',
    }),
    summary:
      'A stored file by the signed URL a record gives for it; answers the file with its own Content-Type (404 for a wrong signature, 403 once expired)',
  },
})
