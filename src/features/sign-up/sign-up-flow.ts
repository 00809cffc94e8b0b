/** The sign-up steps' success messages share one toast (notify's `flow`); the final message ends it. */
export const SIGN_UP_FLOW = 'sign-up'

/** The server e-mails one sign-up code per address a minute; the resend countdown follows it. */
export const SIGN_UP_RESEND_WAIT_MS = 60_000
