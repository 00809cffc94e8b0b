/** Why the app ended a session (docs/product/states.md#logout); shown to the person on the landing page. */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'Your account is deactivated. Please contact the administrator to know more.'

export const PASSWORD_CHANGED_MESSAGE = 'Your session has expired due to a password change. Please log in again.'

/** docs/product/states.md#idle-timeout, idle: the countdown of the 'Session Timeout Warning' ended. */
export const IDLE_LOGOUT_MESSAGE = 'You were logged out after 15 minutes of inactivity.'
