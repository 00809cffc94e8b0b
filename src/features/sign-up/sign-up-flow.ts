/** The sign-up steps' success messages share one toast (notify's `flow`); the final message ends it. */
export const SIGN_UP_FLOW = 'sign-up'
