/** The two dialogs the landing page opens (spec section 4: the active modal is none, login or signup). */
export type LandingDialog = 'login' | 'signup'
