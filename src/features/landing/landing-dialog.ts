/**
 * The two dialogs the landing page opens (docs/product/states.md#landing-header: the active modal is none, login or
 * signup).
 */
export type LandingDialog = 'login' | 'signup'
