import { get, type FieldError } from 'react-hook-form'
import { errorMessages } from '@/lib/forms/error-messages'

/**
 * The messages of one file among the attachments, read from their FormField's error, for `messagesOfFile`. It sits
 * here rather than in form.tsx, so the forms without files do not load it.
 */
export const fileMessages = (error: FieldError | undefined, index: number): string[] =>
  errorMessages(get(error, String(index)) as FieldError | undefined)
