import type { FieldErrors } from '@contract/envelope'
import type { z } from 'zod'
import { fieldErrors, laravelErrorMap, summarise } from '../validation'

/**
 * A mock-only route under /__mock/: what a demo panel or an e2e test calls to act as the provider,
 * an administrator or time. Input is the query string and the JSON body merged, checked by `input`.
 */
export type ControlAnswer = { status: number; body: { message: string; data: unknown; errors: FieldErrors | null } }

export type ControlRoute = {
  method: 'GET' | 'POST'
  /** Below /__mock, e.g. `/clock/advance`. */
  path: string
  summary: string
  handle: (input: unknown) => Promise<ControlAnswer>
}

/** A control action that cannot be done as asked (unknown user, nothing to activate, ...). */
export class ControlError extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    message: string,
  ) {
    super(message)
  }
}

export function controlRoute<S extends z.ZodTypeAny>(
  method: ControlRoute['method'],
  path: string,
  summary: string,
  input: S,
  run: (input: z.output<S>) => unknown,
): ControlRoute {
  return {
    method,
    path,
    summary,
    handle: async (raw) => {
      const parsed = input.safeParse(raw, { errorMap: laravelErrorMap })
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error)
        return { status: 422, body: { message: summarise(errors), data: null, errors } }
      }
      try {
        return { status: 200, body: { message: 'OK', data: (await run(parsed.data)) ?? null, errors: null } }
      } catch (error) {
        if (error instanceof ControlError)
          return { status: error.status, body: { message: error.message, data: null, errors: null } }
        throw error
      }
    },
  }
}
