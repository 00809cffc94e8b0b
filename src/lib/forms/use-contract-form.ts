import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  get,
  useForm,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { notify } from '@/lib/notify'
import { isApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api'
import { now } from '@/lib/clock'
import { secondsLeft, useCountdown } from '@/lib/use-countdown'
import { mergeDraft } from './form-drafts'
import { isLazySchema, type LazySchema } from './lazy-schema'
import { useDraftSaving, useRestoredDraft, type DraftOption } from './use-form-draft'

/** A 429 without a retry time still holds Submit back a little, rather than inviting a hammering. */
const DEFAULT_WAIT_SECONDS = 30

type Input<S extends z.ZodTypeAny> = z.input<S>
type Output<S extends z.ZodTypeAny> = z.output<S>

export type ContractFormOptions<S extends z.ZodTypeAny> = Omit<
  UseFormProps<Input<S>, unknown, Output<S>>,
  'resolver'
> & {
  /**
   * Opt-in: keep what the person types as a draft of theirs, restored as the form's values on the
   * next mount, even after a forced logout (docs/product/quality-targets.md#reliability). Password fields and files are
   * never kept. Call `clearDraft()` after a successful submit.
   */
  draft?: DraftOption
}

export type ContractForm<S extends z.ZodTypeAny> = UseFormReturn<Input<S>, unknown, Output<S>> & {
  /**
   * THE failure path of a form: give it whatever the submit's call rejected with. What was typed is
   * never touched. A 422's field errors go under their fields (the first one focused); the messages
   * of fields this form lacks, or a 422 without any, show once as an error toast. A 429 starts
   * `waitSeconds`. Everything else the API client has already shown (a toast, the error page, or
   * the end of the session), so it is not said twice; anything that is not an ApiError is a bug,
   * and says 'An unexpected error occurred.'
   */
  fail: (error: unknown) => void
  /**
   * Seconds until the server takes another submit after refusing one as too many (429), counting
   * down; 0 otherwise. Keep Submit disabled while it runs and say so in the form (`FormWait`).
   */
  waitSeconds: number
  /** Forgets the saved draft (a no-op without the `draft` option): call it once the submit succeeded. */
  clearDraft: () => void
}

/** An edit of `edited` touches the server error on `field` (the same field, a parent or a child). */
function touches(edited: string, field: string): boolean {
  return edited === field || edited.startsWith(`${field}.`) || field.startsWith(`${edited}.`)
}

type FormResolver<S extends z.ZodTypeAny> = Resolver<Input<S>, unknown, Output<S>>

/**
 * The resolver of a schema that comes later: each check waits for it (a fetch begun at the first edit
 * is usually done by the submit). A schema that cannot come (the connection dropped) holds the submit
 * back with a message, and the next submit asks again.
 */
function lazyResolver<S extends z.ZodTypeAny>(schema: LazySchema<S>): FormResolver<S> {
  let resolver: FormResolver<S> | undefined
  return async (values, context, options) => {
    try {
      resolver ??= zodResolver(await schema.load()) as FormResolver<S>
    } catch (error) {
      console.error('[form] the form could not load its checks', error)
      notify.error(NETWORK_ERROR_MESSAGE)
      // An error on the form as a whole (`root`), which no field shows: the toast has said it.
      const held = { root: { type: 'load', message: NETWORK_ERROR_MESSAGE } } as FieldErrors<Input<S>>
      return { values: {}, errors: held }
    }
    return resolver(values, context, options)
  }
}

/**
 * THE form pattern: react-hook-form validated by the contract's zod schema, so the form checks
 * exactly what the server will. Give every field a default value: server errors are matched to
 * fields by the form's values. A form on a page's first screen passes a `lazySchema`: its fields
 * show without zod, which is fetched at the first edit and awaited by every check.
 */
export function useContractForm<S extends z.ZodTypeAny>(
  schema: S | LazySchema<S>,
  options?: ContractFormOptions<S>,
): ContractForm<S> {
  const { draft, ...formOptions } = options ?? {}
  const restored = useRestoredDraft(draft)
  // Both chosen once per mount, as the schema is a module's constant.
  const [lazy] = useState(() => (isLazySchema(schema) ? schema : null))
  const [resolver] = useState(() =>
    isLazySchema(schema) ? lazyResolver(schema) : (zodResolver(schema) as FormResolver<S>),
  )
  const form = useForm<Input<S>, unknown, Output<S>>({
    // All messages of a field at once: several password rules can fail together
    // (docs/product/validation.md#server-errors-on-fields).
    criteriaMode: 'all',
    ...formOptions,
    defaultValues: withDraft(formOptions.defaultValues, restored.values),
    resolver,
  })
  const clearDraft = useDraftSaving(form as UseFormReturn<Input<S>, unknown, FieldValues>, draft?.key, restored.owner)
  const serverErrorFields = useRef(new Set<string>())

  // docs/product/validation.md#server-errors-on-fields: a server error clears when the person edits that field.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return
      // The person has begun: fetch the checks now, so Submit rarely waits for them.
      void lazy?.load().catch(() => {})
      for (const field of serverErrorFields.current) {
        if (!touches(name, field)) continue
        serverErrorFields.current.delete(field)
        form.clearErrors(field as FieldPath<Input<S>>)
      }
    })
    return () => subscription.unsubscribe()
  }, [form, lazy])

  const [waitUntil, setWaitUntil] = useState<number | null>(null)
  const waitSeconds = secondsLeft(useCountdown(waitUntil))

  const fail = useCallback(
    (error: unknown): void => {
      if (!isApiError(error)) {
        console.error('[form] a submit failed without an API error', error)
        notify.error(UNEXPECTED_ERROR_MESSAGE)
        return
      }
      if (error.status === 429) {
        setWaitUntil(now() + (error.retryAfter ?? DEFAULT_WAIT_SECONDS) * 1000)
        return
      }
      if (error.status !== 422) return
      const values: unknown = form.getValues()
      const elsewhere: string[] = []
      let applied = false
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        if (messages.length === 0) continue
        if (get(values, field) === undefined) {
          elsewhere.push(...messages)
          continue
        }
        form.setError(
          field as FieldPath<Input<S>>,
          { type: 'server', message: messages[0], types: { server: messages } },
          { shouldFocus: !applied },
        )
        serverErrorFields.current.add(field)
        applied = true
      }
      if (elsewhere.length > 0) notify.error([...new Set(elsewhere)].join(' '))
      else if (!applied) notify.error(error.message)
    },
    [form],
  )

  return { ...form, fail, waitSeconds, clearDraft }
}

type DefaultValuesOption<T extends FieldValues> = UseFormProps<T>['defaultValues']

/** The caller's default values with the restored draft over them; async defaults get it once they resolve. */
function withDraft<T extends FieldValues>(
  defaults: DefaultValuesOption<T>,
  draft: Record<string, unknown> | null,
): DefaultValuesOption<T> {
  if (!draft) return defaults
  if (typeof defaults === 'function') return async (payload) => mergeDraft(await defaults(payload), draft)
  return mergeDraft(defaults ?? {}, draft) as DefaultValuesOption<T>
}
