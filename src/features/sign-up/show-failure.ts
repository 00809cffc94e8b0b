import { notify } from '@/components/ui/notify'
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api'

/**
 * What a failed step shows besides what the API client already did (spec section 8). Field errors go
 * under their fields, leaving what was typed. The client toasts every other failure itself, except a 422
 * whose field errors it leaves to the form: if none of them belongs to this form, the toast is ours.
 */
export function showFailure(applyServerErrors: (error: unknown) => boolean, error: unknown): void {
  if (applyServerErrors(error)) return
  if (!isApiError(error)) notify.error(UNEXPECTED_ERROR_MESSAGE)
  else if (error.status === 422 && Object.keys(error.fieldErrors).length > 0) notify.error(error.message)
}
