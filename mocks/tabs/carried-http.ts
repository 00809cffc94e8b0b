/**
 * A request or an answer as a plain object the structured clone carries between tabs (BroadcastChannel):
 * the body travels as bytes, so multipart uploads keep their files and their boundary (in Content-Type).
 */

/**
 * A request forwarded to the leader carries its id here. The mock saves the answer to a write with
 * the change (mocks/db/persistence), so a tab that sends it again, because its leader went away
 * before answering, gets that answer instead of a second change.
 */
export const REQUEST_ID_HEADER = 'X-Mock-Request-Id'

export type CarriedRequest = {
  url: string
  method: string
  headers: [string, string][]
  body: ArrayBuffer | null
}

export type CarriedAnswer =
  | { kind: 'response'; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null }
  /** `HttpResponse.error()`: the mock's injected network failure. */
  | { kind: 'network-error' }
  /** No handler of the mock serves it: the asking tab lets it through to the network. */
  | { kind: 'unhandled' }

const bodyless = (method: string) => method === 'GET' || method === 'HEAD'

export async function carryRequest(request: Request): Promise<CarriedRequest> {
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: bodyless(request.method) ? null : await request.arrayBuffer(),
  }
}

export function requestFrom({ url, method, headers, body }: CarriedRequest): Request {
  return new Request(url, { method, headers, body: bodyless(method) ? null : body })
}

export async function carryAnswer(response: Response | undefined): Promise<CarriedAnswer> {
  if (!response) return { kind: 'unhandled' }
  if (response.type === 'error') return { kind: 'network-error' }
  const body = await response.arrayBuffer()
  return {
    kind: 'response',
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: body.byteLength === 0 ? null : body,
  }
}

/** The answer as the asking tab's worker gives it to the page; null when the mock does not serve it. */
export function responseFrom(answer: CarriedAnswer): Response | null {
  switch (answer.kind) {
    case 'unhandled':
      return null
    case 'network-error':
      return Response.error()
    case 'response':
      return new Response(answer.body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      })
  }
}
