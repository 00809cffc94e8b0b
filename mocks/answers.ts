import type { FieldErrors } from '@contract/envelope'
import { summarise } from './validation'

/**
 * The answers handlers give most often, in the server's `{ message, data, errors }` shape, so a
 * handler reads as its rules: `if (!request) return notFound()`.
 */

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 415 | 422 | 500

const failure = <S extends ErrorStatus>(status: S, message: string, errors: FieldErrors | null = null) => ({
  status,
  body: { message, data: null, errors },
})

export const success = <D>(data: D, message: string) => ({
  status: 200 as const,
  body: { message, data, errors: null },
})
export const created = <D>(data: D, message: string) => ({
  status: 201 as const,
  body: { message, data, errors: null },
})

export const badRequest = (message: string) => failure(400, message)
export const unauthenticated = (message = 'Unauthenticated.') => failure(401, message)
export const forbidden = (message = 'This action is unauthorized.') => failure(403, message)
export const notFound = (message = 'Not found.') => failure(404, message)
export const conflict = (message: string) => failure(409, message)
export const serverError = () => failure(500, 'Server Error')

/** A path the API serves, asked with a method it does not take; `Allow` names the ones it does. */
export const methodNotAllowed = (method: string, allowed: readonly string[]) => ({
  ...failure(405, `The ${method} method is not supported for this route. Supported methods: ${allowed.join(', ')}.`),
  headers: { Allow: allowed.join(', ') },
})

// RFC 5789 asks a 415 to a PATCH to name what it takes in Accept-Patch; Accept-Post does the same for a POST.
const acceptHeader: Partial<Record<string, string>> = { PATCH: 'Accept-Patch', POST: 'Accept-Post' }

/** A body in another encoding than the route's one (multipart for POST, JSON otherwise: decision 34). */
export const unsupportedMediaType = (method: string, expected: string) => {
  const header = acceptHeader[method]
  return {
    ...failure(415, `The request body must be sent as ${expected}.`),
    headers: header ? { [header]: expected } : {},
  }
}

/** 422 with field errors; the message summarises them unless given. */
export const unprocessable = (errors: FieldErrors, message = summarise(errors)) => failure(422, message, errors)

export const tooManyRequests = (
  seconds: number,
  message = `Too many requests. Please try again in ${seconds} seconds.`,
) => ({
  status: 429 as const,
  body: { message, data: { retry_after: seconds }, errors: null },
  headers: { 'Retry-After': String(seconds) },
})
