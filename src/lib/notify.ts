// react-toastify is imported on first use, not at start-up: the landing page's first load has no
// room for it (docs/decisions/0006-landing-first-load-budget.md). A toast sent before the Toaster
// mounts waits in react-toastify's queue and shows once it does.
// The unstyled build, like the Toaster: each react-toastify entry point keeps its own toast store,
// so a toast sent through plain 'react-toastify' would never reach our container.
type Toast = typeof import('react-toastify/unstyled').toast

let toastLoaded: Promise<Toast> | null = null

let firstToastSent = () => {}
/** Settles when the first toast is sent: the Toaster, which loads late, must be there by then. */
export const toastRequested = new Promise<void>((resolve) => {
  firstToastSent = resolve
})

function withToast(show: (toast: Toast) => void): void {
  firstToastSent()
  toastLoaded ??= import('react-toastify/unstyled').then((module) => module.toast)
  // Promise callbacks run in order, so toasts keep the order they were sent in.
  void toastLoaded.then(show)
}

type SuccessOptions = {
  /**
   * The steps of one flow (sign-up, a password reset) share one toast: each step's message replaces
   * the last one's instead of stacking over the page.
   */
  flow?: string
}

/** Toasts for the outcome of an API call (docs/product/errors.md#messages): the server's message, or a generic one. */
export const notify = {
  // The message doubles as the toast id, so a burst of identical failures shows one toast.
  success: (message: string, { flow }: SuccessOptions = {}) =>
    withToast((toast) => {
      if (flow === undefined) {
        toast.success(message, { toastId: `success:${message}` })
        return
      }
      const toastId = `flow:${flow}`
      if (toast.isActive(toastId)) toast.update(toastId, { render: message, type: 'success' })
      else toast.success(message, { toastId })
    }),
  error: (message: string) => withToast((toast) => toast.error(message, { toastId: `error:${message}` })),
  /** Takes a flow's toast away, when the screen itself now says how the flow ended. */
  endFlow: (flow: string) => withToast((toast) => toast.dismiss(`flow:${flow}`)),
}
