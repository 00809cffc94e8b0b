// The unstyled build, like the Toaster: each react-toastify entry point keeps its own toast store,
// so a toast sent through plain 'react-toastify' would never reach our container.
import { toast } from 'react-toastify/unstyled'

/** Toasts for the outcome of an API call (spec section 8): the server's message, or a generic one. */
export const notify = {
  // The message doubles as the toast id, so a burst of identical failures shows one toast.
  success: (message: string) => toast.success(message, { toastId: `success:${message}` }),
  error: (message: string) => toast.error(message, { toastId: `error:${message}` }),
}
