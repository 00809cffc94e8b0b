import type { DefaultValues } from 'react-hook-form'
import type { z } from 'zod'
import { notify } from '@/lib/notify'
import { useContractForm } from '@/lib/forms/use-contract-form'

/** A kind's filing mutation (a feature's api/), as the form uses it. */
type Filing<Body> = {
  mutate: (
    body: Body,
    options: {
      onSuccess: (answer: { message: string; data: { id: number } }) => void
      onError: (error: unknown) => void
    },
  ) => void
}

/**
 * A request form of any kind: the contract's form with the person's draft under `draftKey`, and its
 * submit. Filed, the server's message shows, the draft is forgotten, the form empties and the new
 * request's detail opens (`onFiled`); refused, the form's one failure path says why.
 */
export function useRequestForm<S extends z.ZodTypeAny>(
  schema: S,
  {
    empty,
    draftKey,
    create,
    onFiled,
  }: { empty: z.input<S>; draftKey: string; create: Filing<z.output<S>>; onFiled: (id: number) => void },
) {
  const form = useContractForm(schema, { defaultValues: empty as DefaultValues<z.input<S>>, draft: { key: draftKey } })
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
  return { form, onSubmit }
}
