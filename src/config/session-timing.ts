/** Session timings (docs/product/limits.md#session-timings), kept together so they are changed in one place. */

/** After a logout (forced or chosen) the app waits this long before going to /. */
export const LOGOUT_REDIRECT_DELAY_MS = 1000

/** A token with less than this left is refreshed by the session check. */
export const TOKEN_REFRESH_THRESHOLD_MS = 15 * 60 * 1000

/** The session check runs at most this often while the app's state changes. */
export const TOKEN_CHECK_DEBOUNCE_MS = 20 * 1000

/** No activity for this long opens the 'Session Timeout Warning'. */
export const IDLE_TIMEOUT_MS = 15 * 60 * 1000

/** The warning counts down this long before logging out. */
export const IDLE_WARNING_MS = 2 * 60 * 1000

/** A request that has not answered after this long fails as a timeout. */
export const REQUEST_TIMEOUT_MS = 30 * 1000

/** While an admin_profile cookie exists, the redirect to the admin application is retried this often. */
export const ADMIN_REDIRECT_RETRY_MS = 100

/** docs/product/states.md#idle-timeout: the idle warning's countdown drops by a second per tick. */
export const IDLE_COUNTDOWN_TICK_MS = 1000

/**
 * This tab's activity reaches the other tabs at most this often (plus one trailing write), so a
 * moving mouse does not write localStorage on every event. Far below IDLE_TIMEOUT_MS, so another
 * tab never idles out on a stale instant.
 */
export const ACTIVITY_SHARE_THROTTLE_MS = 5 * 1000
