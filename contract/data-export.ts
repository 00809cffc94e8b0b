import { z } from 'zod'
import { ok } from './envelope'
import { instantSchema } from './fields'
import { bearerRoute, c, refusing } from './router'
import { codeOrPasswordBodySchema } from './two-factor'

/**
 * "Download my data" (RA 10173 Sec. 18, docs/product/privacy.md#download-my-data): the person asks for a copy of
 * everything the company holds about them with a fresh step-up, the server prepares the archive in the background,
 * and the person downloads it with a token that only works in their own session, for 24 hours. The archive's
 * layout is in data-export-archive.ts.
 */

export const dataExportStatusValues = ['none', 'preparing', 'ready', 'expired'] as const
export type DataExportStatus = (typeof dataExportStatusValues)[number]

/** Hours a ready archive can be downloaded. */
export const DATA_EXPORT_LINK_HOURS = 24
/** Hours between two requests: at most one a day. */
export const DATA_EXPORT_REQUEST_GAP_HOURS = 24

export const dataExportSchema = z.object({
  /** `none` before the first request; `expired` once the 24 hours of a ready archive are over. */
  status: z.enum(dataExportStatusValues),
  /** When the latest export was asked for; null with `none`. */
  requested_at: instantSchema.nullable(),
  /** When its archive was ready; null while preparing. */
  ready_at: instantSchema.nullable(),
  /** When its download stops working: 24 hours after `ready_at`. */
  expires_at: instantSchema.nullable(),
  /** The download's token while `ready`, for GET /privacy/data-export/download; null otherwise. */
  token: z.string().nullable(),
  /** When the next export may be asked for: 24 hours after the latest request; null when it may be now. */
  next_request_at: instantSchema.nullable(),
})
export type DataExport = z.infer<typeof dataExportSchema>

/** A download token as the export gives it. */
export const dataExportTokenSchema = z
  .string({ required_error: 'The token field is required.' })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'The token is not one the server gives.')
  .describe("The download's token, as GET /privacy/data-export gives it.")

export const dataExportContract = c.router({
  latest: {
    method: 'GET',
    path: '/privacy/data-export',
    responses: { 200: ok(dataExportSchema) },
    metadata: bearerRoute,
    summary: "The caller's latest export: none, preparing, ready (with its token and expiry) or expired",
    description:
      "Always the caller's own. While it is preparing, read it again: the archive is ready within a minute, and the person is notified (topic `data_export_ready`).",
  },
  request: {
    method: 'POST',
    path: '/privacy/data-export',
    contentType: 'multipart/form-data',
    body: codeOrPasswordBodySchema,
    responses: { 201: ok(dataExportSchema) },
    metadata: refusing(bearerRoute, {
      429: 'An export was asked for within the last 24 hours (the message names the time of the next), or ten wrong codes or passwords within 15 minutes; `Retry-After` says when to try again.',
    }),
    summary:
      "Ask for an archive of all the caller's data with a fresh code or the password (wrong ones limited: 429); at most one a day",
  },
  download: {
    method: 'GET',
    path: '/privacy/data-export/download',
    query: z.object({ token: dataExportTokenSchema }),
    responses: { 200: c.otherResponse({ contentType: 'application/zip', body: c.type<Blob>() }) },
    metadata: refusing(bearerRoute, {
      403: "The token is the caller's, but its 24 hours are over: ask for a new export.",
      404: "No ready export of the caller has this token (another person's token answers the same).",
    }),
    summary: "The caller's archive as a zip, by the token of their ready export; works for 24 hours",
  },
})
