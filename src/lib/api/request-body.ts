import type { ApiFetcherArgs } from '@ts-rest/core'
import { encodeMultipart } from '@contract/wire'

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/**
 * The body as the server reads it: multipart routes through contract/wire.ts (ts-rest's own encoder
 * JSON-quotes strings, which Laravel would store quotes and all), everything else as ts-rest's JSON.
 * Built afresh for each attempt, so a retried call sends the same fields again.
 */
export function requestBody(args: ApiFetcherArgs): BodyInit | undefined {
  if (args.contentType !== 'multipart/form-data') return args.body ?? undefined
  if (args.rawBody instanceof FormData) return args.rawBody
  return isRecord(args.rawBody) ? encodeMultipart(args.rawBody) : new FormData()
}
