import { contract } from '@contract'
import { encodeMultipart } from '@contract/wire'
import { initClient, tsRestFetchApi, type ApiFetcher } from '@ts-rest/core'

/** Any origin works: the mock answers API paths on every host. */
export const TEST_API_ORIGIN = 'http://empleo.test'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !(value instanceof FormData) && !(value instanceof Blob)

/**
 * ts-rest's own multipart encoder JSON-stringifies every value (`"a@b.ph"` with the quotes), which a
 * Laravel server would not accept; bodies travel encoded by contract/wire.ts, as the app sends them.
 */
export const multipartApi: ApiFetcher = (args) =>
  tsRestFetchApi(
    args.contentType === 'multipart/form-data' && isPlainObject(args.rawBody)
      ? { ...args, body: encodeMultipart(args.rawBody) }
      : args,
  )

/**
 * A ts-rest core client over the whole contract, signed in when given a token.
 * Routes without a body (refresh, logout, switch-account) need `{ body: new FormData() }`: ts-rest
 * 3.52 throws building multipart from an undefined body.
 */
export function createClient(token?: string) {
  return initClient(contract, {
    baseUrl: TEST_API_ORIGIN,
    api: multipartApi,
    baseHeaders: token ? { authorization: `Bearer ${token}` } : {},
    throwOnUnknownStatus: false,
  })
}

export type TestClient = ReturnType<typeof createClient>

/** The empty multipart body for routes that take none. */
export const noBody = () => ({ body: new FormData() })
