import { useEffect, useRef, useState } from 'react'
import type { DefaultValues } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError, isApiError } from '@/lib/api/api-error'
import { notify } from '@/lib/notify'
import { useContractForm } from '@/lib/forms/use-contract-form'
import { isOutboxFull, KEPT_MESSAGE, newIdempotencyKey } from '@/lib/outbox/outbox-entry'
import { fetchOutboxCode } from '@/lib/outbox/send-or-keep'
import type { AnyRequest, RequestFormProps, RequestKind, RequestSearch } from './request-kind'
import { keptRequestsPart } from './kept-requests-part'
import { useCreateRequest } from './request-changes'

/**
 * A request form of any kind: the contract's form (its body's schema, which stays off the page's first
 * load with the form: docs/decisions/0039-zod-off-the-first-load.md) with the person's draft under the
 * kind's `draftKey`, and its submit. Filed, the server's message shows, the draft is forgotten, the
 * form empties and the new request's detail opens (`onFiled`); kept on the phone for want of a line,
 * it says so and closes (`onCancel`); refused, the form's one failure path says why. Given a `kept`
 * request, the form edits it: its values, the server's errors if it was refused, and its key.
 */
export function useRequestForm<Request extends AnyRequest, Search extends RequestSearch, S extends z.ZodTypeAny>(
  kind: RequestKind<Request, Search, z.output<S>>,
  schema: S,
  { empty, onFiled, onCancel, kept }: RequestFormProps & { empty: z.input<S> },
) {
  const create = useCreateRequest(kind)
  const form = useContractForm(schema, {
    defaultValues: (kept ? kept.body : empty) as DefaultValues<z.input<S>>,
    // An edit of a kept request is that request, not the kind's draft.
    ...(kept ? {} : { draft: { key: kind.draftKey } }),
  })
  // A request the server refused made no record, so its edit is a new request with a new key; one still
  // waiting may have reached the server with its answer lost, so it keeps its key (decision 68).
  const [key, setKey] = useState(() => (kept && !kept.refusal ? kept.key : newIdempotencyKey()))
  const { fail } = form
  // While there is a line: what keeps a filing that gets no answer, sends it later, and the list that shows it.
  useEffect(() => {
    if (!kind.outbox) return
    void keptRequestsPart.preload()
    fetchOutboxCode()
  }, [kind.outbox])
  // The server's answer to the kept request, under its fields, once as the form opens.
  const refusal = useRef(kept?.refusal)
  useEffect(() => {
    if (refusal.current) fail(new ApiError({ status: 422, ...refusal.current }))
    refusal.current = undefined
  }, [fail])
  const done = () => {
    form.clearDraft()
    form.reset(empty)
    setKey(newIdempotencyKey())
  }
  const onSubmit = form.handleSubmit((body) => {
    create.mutate(
      { body, key, ...(kept ? { keptKey: kept.key } : {}) },
      {
        onSuccess: (filed) => {
          done()
          if ('kept' in filed) {
            notify.success(KEPT_MESSAGE)
            onCancel()
            return
          }
          notify.success(filed.sent.message)
          onFiled(filed.sent.data.id)
          // After onFiled: taking it out of the outbox unmounts the list this edit was opened from.
          if (kept) void import('@/lib/outbox/outbox-store').then(({ removeFromOutbox }) => removeFromOutbox(kept.key))
        },
        onError: (error) => {
          // The server answered: this body is settled, and the next one, edited, is a new request.
          if (isApiError(error) && error.kind === 'http') setKey(newIdempotencyKey())
          if (isOutboxFull(error)) notify.error(error.message)
          else fail(error)
        },
      },
    )
  })
  return { form, onSubmit, pending: create.isPending }
}
