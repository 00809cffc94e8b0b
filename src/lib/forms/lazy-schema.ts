import type { z } from 'zod'

/**
 * A contract schema whose module, and zod with it, comes after the page: for a form on a page's first
 * screen, which shows its fields at once and checks them only when the person uses it
 * (docs/decisions/0056-forms-check-after-the-content.md). Made once, at module level, from the
 * import of the contract module; `useContractForm` takes it as it takes a schema.
 */
export type LazySchema<S extends z.ZodTypeAny> = {
  /** The schema; one fetch however many ask, a failed one asked again. */
  load: () => Promise<S>
}

export function lazySchema<S extends z.ZodTypeAny>(importSchema: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | undefined
  return {
    load: () =>
      (loading ??= importSchema().catch((error: unknown) => {
        loading = undefined
        throw error
      })),
  }
}

export function isLazySchema<S extends z.ZodTypeAny>(schema: S | LazySchema<S>): schema is LazySchema<S> {
  return 'load' in schema && typeof schema.load === 'function'
}
