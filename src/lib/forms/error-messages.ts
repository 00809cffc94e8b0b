import type { FieldError } from 'react-hook-form'

/**
 * The messages of one field's error, in order and without repeats: all of them when the form
 * collects every failed rule (`types`), else the single message.
 */
export function errorMessages(error: FieldError | undefined): string[] {
  if (!error) return []
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [],
  )
  const messages = fromTypes.length > 0 ? fromTypes : error.message ? [error.message] : []
  return [...new Set(messages)]
}
