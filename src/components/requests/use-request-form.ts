import type { DefaultValues } from 'react-hook-form'
import type { z } from 'zod'
import { notify } from '@/lib/notify'
import { useContractForm } from '@/lib/forms/use-contract-form'
import type { AnyRequest, RequestKind, RequestSearch } from './request-kind'
import { useCreateRequest } from './request-changes'

/**
 * A request form of any kind: the contract's form (its body's schema, which stays off the page's first
 * load with the form: docs/decisions/0039-zod-off-the-first-load.md) with the person's draft under the
 * kind's `draftKey`, and its submit. Filed, the server's message shows, the draft is forgotten, the
 * form empties and the new request's detail opens (`onFiled`); refused, the form's one failure path
 * says why.
 */
export function useRequestForm<Request extends AnyRequest, Search extends RequestSearch, S extends z.ZodTypeAny>(
  kind: RequestKind<Request, Search, z.output<S>>,
  schema: S,
  { empty, onFiled }: { empty: z.input<S>; onFiled: (id: number) => void },
) {
  const create = useCreateRequest(kind)
  const form = useContractForm(schema, {
    defaultValues: empty as DefaultValues<z.input<S>>,
    draft: { key: kind.draftKey },
  })
  const onSubmit = form.handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: ({ data, message }) => {
        notify.success(message)
        form.clearDraft()
        form.reset(empty)
        onFiled(data.id)
      },
      onError: form.fail,
    })
  })
  return { form, onSubmit, pending: create.isPending }
}
