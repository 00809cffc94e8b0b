import { contractRoutes } from '@contract/route-table.gen'
import { ApiError } from './api-error'
import { apiCredentials } from './api-credentials'
import { errorFromResponse, hasServerMessage } from './error-from-response'
import { sendRequest } from './send-request'
import { endSession } from './end-session'

/** The new token in the refresh's answer (`data.token`), read by hand: zod is not on the first load (decision 39). */
function tokenOf(body: unknown): string | null {
  const data = body !== null && typeof body === 'object' && 'data' in body ? body.data : null
  const token = data !== null && typeof data === 'object' && 'token' in data ? data.token : null
  return typeof token === 'string' && token !== '' ? token : null
}

/** The Web Lock every tab of the app takes to refresh, so one tab refreshes at a time. */
const REFRESH_LOCK = 'empleo-token-refresh'

/** Runs `work` while no other tab refreshes; where the browser has no Web Locks, at once. */
async function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  return 'locks' in navigator ? await navigator.locks.request(REFRESH_LOCK, work) : await work()
}

/**
 * Trades the current token for a new one through POST /auth/refresh. Single flight: callers that
 * arrive while a refresh runs share it, so concurrent 401s cost one refresh
 * (docs/product/quality-targets.md#reliability). Across tabs too: a tab refreshes holding a Web Lock,
 * and a tab that waited for it takes the token the other stored instead of trading the one it holds,
 * which the other's refresh replaced (docs/decisions/0053-lost-refresh-answer.md). A refused refresh
 * ends the session (docs/product/errors.md#refresh-failure); a network failure does not, since the
 * session may still be good once the connection is back.
 */
export function createTokenRefresher(refreshUrl: string) {
  let inflight: Promise<string> | null = null

  async function refresh(replacing: string | null, reasonIfRefused: string | undefined): Promise<string> {
    const latest = apiCredentials.latestToken()
    if (latest !== null && latest !== replacing) return latest
    const response = await sendRequest(
      { url: refreshUrl, method: contractRoutes.auth.refresh.method, headers: {}, body: new FormData() },
      latest,
    )
    const token = response.status === 200 ? tokenOf(response.body) : null
    if (token !== null) {
      apiCredentials.saveToken(token)
      return token
    }
    const error = errorFromResponse(response)
    const reason = hasServerMessage(response) ? error.message : (reasonIfRefused ?? error.message)
    endSession(reason)
    throw new ApiError({ status: response.status === 200 ? 401 : response.status, message: reason })
  }

  /** Resolves with the new token; `reasonIfRefused` is the logout reason when the server gives none. */
  return function refreshAccessToken(reasonIfRefused?: string): Promise<string> {
    const replacing = apiCredentials.getToken()
    inflight ??= oneTabAtATime(() => refresh(replacing, reasonIfRefused)).finally(() => {
      inflight = null
    })
    return inflight
  }
}
