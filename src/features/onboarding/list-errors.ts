import type { FieldError } from 'react-hook-form'
import { errorMessages } from '@/lib/forms/error-messages'

type ListError = Partial<FieldError> & { root?: FieldError }

/**
 * The errors of a list as a whole ('Add at least one emergency contact.'), not of its entries: the
 * contract's (react-hook-form keeps them as the list's `root`) or the server's (on the list itself).
 */
export function listErrors(error: ListError | undefined): string[] {
  if (!error) return []
  return [
    ...new Set([...errorMessages(error.root), ...errorMessages(error.message ? (error as FieldError) : undefined)]),
  ]
}
