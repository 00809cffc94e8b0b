import type { FetchOptions } from '@ts-rest/core'
import { REQUEST_TIMEOUT_MS } from '@/config/session-timing'
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error'
import type { RawResponse } from './error-from-response'
import { takeFirstResponse } from './first-responses'

export type OutgoingRequest = {
  /** Absolute. */
  url: string
  method: string
  headers: Record<string, string>
  body: BodyInit | null | undefined
  fetchOptions?: FetchOptions
}

function timeoutSignal(callerSignal: AbortSignal | null | undefined, ms: number) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, ms)
  const forwardAbort = () => controller.abort()
  if (callerSignal?.aborted) controller.abort()
  else callerSignal?.addEventListener('abort', forwardAbort, { once: true })
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', forwardAbort)
    },
  }
}

/** Answers that are a file's own bytes (a payslip's PDF, a data export's zip), not the JSON envelope. */
const FILE_TYPES = /^application\/(pdf|zip|octet-stream)\b/

async function readBody(response: Response): Promise<unknown> {
  if (response.ok && FILE_TYPES.test(response.headers.get('content-type') ?? '')) return response.blob()
  const text = await response.text()
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return text // a proxy's HTML error page, say: the caller falls back to its own message
  }
}

/** `promise`, unless `signal` aborts first: then its reason, as an aborted fetch would reject. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason)
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/**
 * One HTTP exchange. The bearer token is set here only when the caller passes one, and any
 * Authorization header is dropped otherwise, so a token never leaves by accident. A GET the landing
 * gate already sent, to this URL with this token, is not sent again: its answer is taken.
 */
export async function sendRequest(request: OutgoingRequest, token: string | null): Promise<RawResponse> {
  const headers = new Headers(request.headers)
  headers.set('accept', 'application/json') // Laravel answers errors as JSON only when asked to
  if (token) headers.set('authorization', `Bearer ${token}`)
  else headers.delete('authorization')

  const { signal: callerSignal, ...fetchOptions } = request.fetchOptions ?? {}
  const deadline = timeoutSignal(callerSignal, REQUEST_TIMEOUT_MS)
  const sent = () =>
    fetch(request.url, {
      ...fetchOptions,
      method: request.method,
      headers,
      body: request.body,
      signal: deadline.signal,
    })
  const first = takeFirstResponse(request.url, request.method, token)
  try {
    // Where the gate's request failed, this one is sent after all.
    const response = (first && (await untilAborted(first, deadline.signal))) ?? (await sent())
    return { status: response.status, body: await readBody(response), headers: response.headers }
  } catch (error) {
    // The caller gave up (a query went stale, a dialog closed): nothing failed, nothing to report.
    if (callerSignal?.aborted) throw error
    throw new ApiError({ status: 0, kind: deadline.timedOut() ? 'timeout' : 'network', message: NETWORK_ERROR_MESSAGE })
  } finally {
    deadline.dispose()
  }
}
