import { encodeMultipart } from '@contract/wire'
import { getCompleteUrl, type AppRoute } from '@ts-rest/core'
import type { CheckName } from './report'

/**
 * How the kit calls a server: the route's path and query as ts-rest builds them, bodies encoded the
 * way the app sends them (multipart in bracket notation by contract/wire.ts, JSON otherwise).
 */
export type Call = {
  params?: Record<string, string | number>
  query?: Record<string, unknown>
  body?: Record<string, unknown>
  /** Headers of the call's own, e.g. an Idempotency-Key. */
  headers?: Record<string, string>
  /**
   * Which check sends it, as the `X-Conformance-Check` header: a validating proxy in front of the
   * server (scripts/prism/, decision 33) tells the kit's deliberately wrong requests from the rest.
   */
  check?: CheckName
}

export type Answer =
  | { ok: true; status: number; contentType: string; json: unknown; bytes: Uint8Array | null }
  | { ok: false; error: string }

const TIMEOUT_MS = 20_000

export type Transport = (route: AppRoute, call: Call, token?: string) => Promise<Answer>

/** Every request the transport sent, for the read-only promise to be checked. */
export type SentRequest = { method: string; url: string }

export function httpTransport(baseUrl: string, sent: SentRequest[] = []): Transport {
  const base = baseUrl.replace(/\/+$/, '')
  return async (route, call, token) => {
    const url = getCompleteUrl(call.query, base, call.params ?? {}, route, false)
    const headers: Record<string, string> = {
      ...call.headers,
      Accept: 'application/json',
      'X-Conformance-Check': call.check ?? 'setup',
    }
    if (token) headers.Authorization = `Bearer ${token}`
    let body: FormData | string | undefined
    // A GET or a DELETE carries no body: the document gives neither one.
    if (route.method !== 'GET' && route.method !== 'DELETE') {
      if ('contentType' in route && route.contentType === 'multipart/form-data') {
        body = encodeMultipart(call.body ?? {})
      } else {
        headers['Content-Type'] = 'application/json'
        body = JSON.stringify(call.body ?? {})
      }
    }
    sent.push({ method: route.method, url })
    try {
      const response = await fetch(url, {
        method: route.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      const contentType = response.headers.get('content-type') ?? ''
      const bytes = new Uint8Array(await response.arrayBuffer())
      let json: unknown = undefined
      if (contentType.includes('json')) {
        try {
          json = JSON.parse(new TextDecoder().decode(bytes))
        } catch {
          json = undefined
        }
      }
      return {
        ok: true,
        status: response.status,
        contentType,
        json,
        bytes: contentType.includes('json') ? null : bytes,
      }
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) }
    }
  }
}
