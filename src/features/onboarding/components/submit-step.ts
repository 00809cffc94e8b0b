import type { UseMutationResult } from '@tanstack/react-query'
import type { z } from 'zod'
import { notify } from '@/lib/notify'
import type { ContractForm } from '@/lib/forms/use-contract-form'
import { ONBOARDING_FLOW } from '../onboarding-steps'

type StepSave<S extends z.ZodTypeAny> = Pick<UseMutationResult<{ message: string }, Error, z.output<S>>, 'mutate'>

/**
 * Next on a step: save it; once saved, say so in the onboarding's one toast, drop the step's draft and
 * move on. A refusal takes the form's one failure path (errors under the fields, the draft kept).
 */
export function submitStep<S extends z.ZodTypeAny>(form: ContractForm<S>, save: StepSave<S>, onSaved: () => void) {
  return form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: ({ message }) => {
        notify.success(message, { flow: ONBOARDING_FLOW })
        form.clearDraft()
        onSaved()
      },
      onError: form.fail,
    }),
  )
}
