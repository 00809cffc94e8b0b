import type { ApiFetcher, ApiFetcherArgs } from '@ts-rest/core'
import type { RouteMetadata } from '@contract/router'
import { ApiError, isApiError } from './api-error'
import { apiCredentials } from './api-credentials'
import { apiEvents } from './api-events'
import { errorFromResponse, type RawResponse } from './error-from-response'
import { requestBody } from './request-body'
import { routeAccess } from './route-access'
import { sendRequest } from './send-request'
import { endSession } from './end-session'

type Access = RouteMetadata['auth']

/**
 * What a call may add to the contract's arguments. `background`: the person did not ask for it (a
 * poll), so its failure is not shown: no toast and no error page, only the rejection for its caller.
 * A 401 still ends the session, as on any call.
 */
export type CallOptions = {
  background?: boolean
  /**
   * `keepsWhenUnsent`: a write the outbox keeps when it gets no answer (offline, a timeout), so no
   * answer is not an error to show: the caller says it was kept (docs/product/offline.md#the-outbox).
   * An answer, even an error, is shown as on any call.
   */
  keepsWhenUnsent?: boolean
}

const isSuccess = (status: number) => status >= 200 && status < 300

/** docs/product/errors.md#by-status, for an answer that is still an error after any refresh: what the person sees. */
function reportFailure(access: Access, carriedToken: boolean, response: RawResponse, background: boolean): ApiError {
  const error = errorFromResponse(response)
  const { status } = error
  if (background && !(carriedToken && status === 401)) return error
  // Only the form that sent the call can place these: field errors under its fields, and a wait
  // on its Submit (useContractForm's `fail`).
  const shownByForm = status === 422 || status === 429
  // Only a 401 to our token says the session is over; a public route's 4xx is the form's business
  // (wrong password, unknown code), not a navigation.
  if (carriedToken && status === 401) endSession(error.message)
  else if (access !== 'public' && (status === 403 || status === 404)) apiEvents.navigate(`/404?status=${status}`)
  else if (!shownByForm) apiEvents.notifyError(error.message)
  return error
}

/**
 * The ts-rest `api` of the one client: token, body encoding, the single-flight refresh on 401 with
 * one retry, and the error catalogue. Resolves with 2xx answers only; everything else rejects
 * with an ApiError, already shown to the person where docs/product/errors.md#by-status says so.
 */
export function createApiFetcher(options: {
  /** The only origin that ever receives the bearer token. */
  apiOrigin: string
  refreshAccessToken: (reasonIfRefused?: string) => Promise<string>
}): (args: ApiFetcherArgs & CallOptions) => ReturnType<ApiFetcher> {
  async function tokenAfterUnauthorized(sentToken: string | null, unauthorized: RawResponse): Promise<string> {
    const current = apiCredentials.getToken()
    // The answer may come back after another call already refreshed: use that token, refresh once.
    if (current !== null && current !== sentToken) return current
    const reason = errorFromResponse(unauthorized).message
    if (current === null) {
      endSession(reason)
      throw new ApiError({ status: 401, message: reason })
    }
    return options.refreshAccessToken(reason)
  }

  async function call(args: ApiFetcherArgs & CallOptions): Promise<RawResponse> {
    const access = routeAccess(args.route)
    const url = new URL(args.path, window.location.href)
    const carriesToken = access !== 'public' && url.origin === options.apiOrigin
    const send = (token: string | null) =>
      sendRequest(
        {
          url: url.href,
          method: args.method,
          headers: args.headers,
          body: requestBody(args),
          fetchOptions: args.fetchOptions,
        },
        token,
      )

    const sentToken = carriesToken ? apiCredentials.getToken() : null
    let response = await send(sentToken)
    // Clock skew means the client cannot be sure a token is still good; the server's 401 decides.
    if (response.status === 401 && access === 'bearer' && carriesToken) {
      response = await send(await tokenAfterUnauthorized(sentToken, response))
    }
    if (isSuccess(response.status)) return response
    throw reportFailure(access, carriesToken, response, args.background === true)
  }

  return async (args) => {
    try {
      return await call(args)
    } catch (error) {
      if (isApiError(error) && error.kind !== 'http' && !args.background && !args.keepsWhenUnsent)
        apiEvents.notifyError(error.message)
      throw error
    }
  }
}
