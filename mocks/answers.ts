import type { FieldErrors } from '@contract/envelope'
import { summarise } from './validation'

/**
 * The answers handlers give most often, in the server's `{ message, data, errors }` shape, so a
 * handler reads as its rules: `if (!request) return notFound()`.
 */

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 500

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
