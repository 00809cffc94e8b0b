import { Secret, TOTP } from 'otpauth'
import { API_PREFIX } from '@contract'
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@mocks/seed/personas'
import { encodeEntry, type CorpusEntry } from './corpus'
import { ENTRY_HEADER } from './witness'

/**
 * Sends the corpus of the app's own requests through Prism (decision 33), each as the person who sent
 * it. A seeded persona signs in with the demo password straight at the mock (the sign-in is not what
 * is judged), and their token replaces the recorded one. Each person's requests run in the order the
 * journeys sent them, on a freshly reset mock. An id the fresh mock does not have answers 404, and a
 * code recorded in a journey is stale by now (422): both are documented answers Prism still judges.
 */
type Session = { token: string | null; problem: string | null }

const form = (fields: Record<string, string>): FormData => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return body
}

const totpNow = (): string =>
  new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30, algorithm: 'SHA1' }).generate()

type Data = Record<string, unknown>
const dataOf = async (response: Response): Promise<Data> =>
  (((await response.json().catch(() => ({}))) as { data?: Data }).data ?? {}) as Data

async function signIn(mockUrl: string, email: string): Promise<Session> {
  await fetch(`${mockUrl}/__mock/reset`, { method: 'POST' })
  const login = await fetch(`${mockUrl}${API_PREFIX}/auth/login`, {
    method: 'POST',
    body: form({ email, password: DEMO_PASSWORD }),
  })
  let data = await dataOf(login)
  if (login.ok && data.is_2fa_enabled === true && typeof data.token !== 'string') {
    const verified = await fetch(`${mockUrl}${API_PREFIX}/auth/verify-otp`, {
      method: 'POST',
      body: form({ user_id: String(data.user_id), code: totpNow() }),
    })
    data = await dataOf(verified)
  }
  return typeof data.token === 'string'
    ? { token: data.token, problem: null }
    : { token: null, problem: `${email} could not sign in with the demo password (${login.status})` }
}

export type ReplayProblem = { entry: string; problem: string }

export async function replayCorpus(
  corpus: readonly CorpusEntry[],
  { witnessUrl, mockUrl }: { witnessUrl: string; mockUrl: string },
): Promise<ReplayProblem[]> {
  const problems: ReplayProblem[] = []
  const people = [...new Set(corpus.map((entry) => entry.as))]
  for (const person of people) {
    let session: Session = person === null ? { token: null, problem: null } : await signIn(mockUrl, person)
    if (person === null) await fetch(`${mockUrl}/__mock/reset`, { method: 'POST' })
    for (const [index, entry] of corpus.entries()) {
      if (entry.as !== person) continue
      const id = `#${index} ${entry.method} ${entry.url}`
      if (person !== null && session.token === null) {
        problems.push({ entry: id, problem: session.problem ?? 'no session' })
        continue
      }
      const { body, contentType } = encodeEntry(entry)
      const send = () =>
        fetch(`${witnessUrl}${entry.url}`, {
          method: entry.method,
          headers: {
            ...entry.headers,
            Accept: 'application/json',
            [ENTRY_HEADER]: id,
            ...(contentType ? { 'Content-Type': contentType } : {}),
            ...(session.token ? { Authorization: `Bearer ${session.token}` } : {}),
          },
          body,
        })
      let answer = await send()
      // The journey may have ended the session (a logout, a password change elsewhere): start another
      // and send it again; the 401 was judged like any other answer.
      if (answer.status === 401 && person !== null && entry.route !== 'auth.refresh') {
        await answer.arrayBuffer()
        session = await signIn(mockUrl, person)
        if (session.token) answer = await send()
      }
      // A refresh rotates the token: the old one stops working.
      const data = answer.headers.get('content-type')?.includes('json') ? await dataOf(answer) : {}
      if (!answer.bodyUsed) await answer.arrayBuffer()
      if (entry.route === 'auth.refresh' && answer.ok && typeof data.token === 'string')
        session = { token: data.token, problem: null }
    }
  }
  return problems
}
