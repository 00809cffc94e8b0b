// Importing this module builds THE client over the whole contract, so it brings zod and ts-rest with
// it. Code that runs at start-up imports what it needs from the modules themselves (api-error,
// api-events, api-credentials): docs/decisions/0006-landing-first-load-budget.md.
export { api, refreshAccessToken } from './api-client'
export { apiBody, apiData } from './api-data'
export { setApiCredentials, type ApiCredentials } from './api-credentials'
export {
  ApiError,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  type ApiErrorKind,
} from './api-error'
export { setApiEvents, type ApiEvents } from './api-events'
export { createApiClient, type ApiClient } from './create-api-client'
export { endSession } from './end-session'
