/**
 * docs/product/limits.md#toasts: how long a toast stays. Apart from toaster.tsx so the app can choose one without
 * loading react-toastify, which comes after the first paint (docs/decisions/0006-landing-first-load-budget.md).
 */
export const LANDING_TOAST_MS = 5000
export const SHELL_TOAST_MS = 2000
