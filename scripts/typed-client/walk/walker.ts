import createClient, { type Client } from 'openapi-fetch'
import type { loadDocument } from '../document'
import type { paths } from '../generated/api'
import { multipart } from '../multipart'
import { PASSWORD } from './fixtures'

type Document = ReturnType<typeof loadDocument>

/** One call of the walk: the operation, its answer's status and what the document promised. */
export type Outcome = { operation: string; status: number | string; expected: number | null; said: string }

/**
 * What every step of the walk works with: the typed client, signed in as one person at a time, the
 * record of every call and what the document promised, and the mock's control routes.
 */
export type Walker = {
  client: Client<paths>
  /** Records one call and answers its result, or null when the call got no answer at all. */
  call: <T extends { response: Response; error?: unknown }>(
    method: string,
    path: string,
    call: Promise<T>,
  ) => Promise<T | null>
  /** Records an operation the walk could not call, because a call it needs first did not succeed. */
  blocked: (method: string, path: string, needs: string) => null
  /** The body serializer of an operation's multipart body, as the document encodes it. */
  form: (method: string, path: string) => (body: unknown) => FormData
  /** A control route of the mock (/__mock): POST with `json`, else GET. */
  control: (path: string, init?: { json?: unknown; query?: Record<string, string> }) => Promise<unknown>
  /** The code in the latest e-mail to `to`. */
  latestCode: (to: string) => Promise<string>
  /** Signs `email` in through the API; the calls after it carry that person's token. */
  signIn: (email: string, password?: string) => Promise<void>
  /** The token the calls carry from now on; null for none. */
  useToken: (token: string | null) => void
  /** The token the calls carry now. */
  token: () => string | null
  outcomes: Outcome[]
}

export function startWalker(baseUrl: string, document: Document): Walker {
  const client = createClient<paths>({ baseUrl })
  let token: string | null = null
  client.use({
    onRequest: ({ request }) => {
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      return request
    },
  })
  const outcomes: Outcome[] = []

  const call: Walker['call'] = async (method, path, pending) => {
    const operation = `${method} ${path}`
    const expected = document.successOf(method, path)
    try {
      const result = await pending
      const message = (result.error as { message?: unknown } | undefined)?.message
      outcomes.push({
        operation,
        status: result.response.status,
        expected,
        said: typeof message === 'string' ? message : '',
      })
      return result
    } catch (error) {
      outcomes.push({
        operation,
        status: 'no answer',
        expected,
        said: error instanceof Error ? error.message : String(error),
      })
      return null
    }
  }

  const blocked: Walker['blocked'] = (method, path, needs) => {
    outcomes.push({
      operation: `${method} ${path}`,
      status: 'not called',
      expected: document.successOf(method, path),
      said: `needs ${needs}, which failed`,
    })
    return null
  }

  const form: Walker['form'] = (method, path) => (body) => multipart(body, document.encodingOf(method, path))

  const control: Walker['control'] = async (path, init) => {
    const query = init?.query ? `?${new URLSearchParams(init.query)}` : ''
    const response = await fetch(`${baseUrl}/__mock${path}${query}`, {
      method: init?.json ? 'POST' : 'GET',
      headers: init?.json ? { 'Content-Type': 'application/json' } : {},
      body: init?.json ? JSON.stringify(init.json) : undefined,
    })
    return ((await response.json()) as { data: unknown }).data
  }

  const latestCode: Walker['latestCode'] = async (to) =>
    String(((await control('/outbox/latest', { query: { to } })) as { code: unknown }).code)

  const signIn: Walker['signIn'] = async (email, password = PASSWORD) => {
    token = null
    const path = '/api/v1/employee/auth/login'
    const login = await call(
      'POST',
      path,
      client.POST(path, { body: { email, password }, bodySerializer: form('POST', path) }),
    )
    const data = login?.data?.data
    token = data && 'token' in data ? data.token : null
  }

  return {
    client,
    call,
    blocked,
    form,
    control,
    latestCode,
    signIn,
    useToken: (next) => {
      token = next
    },
    token: () => token,
    outcomes,
  }
}
