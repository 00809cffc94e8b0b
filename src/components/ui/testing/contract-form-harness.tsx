import { useState, type ReactNode } from 'react'
import type { z } from 'zod'
import { ApiError } from '@/lib/api'
import { useContractForm, type ContractForm, type ContractFormOptions } from '@/lib/forms/use-contract-form'

export type ContractFormHarnessProps<S extends z.ZodTypeAny> = {
  schema: S
  defaultValues: ContractFormOptions<S>['defaultValues']
  /** The server's 422 field errors for each submit in turn; a submit past the list is accepted. */
  refusals?: Record<string, string[]>[]
  onAccepted: (values: z.output<S>) => void
  children: (form: ContractForm<S>) => ReactNode
}

/** A form as a feature writes it (useContractForm + FormField), with the server played by `refusals`. */
export function ContractFormHarness<S extends z.ZodTypeAny>({
  schema,
  defaultValues,
  refusals = [],
  onAccepted,
  children,
}: ContractFormHarnessProps<S>) {
  const form = useContractForm(schema, { defaultValues })
  const [answered, setAnswered] = useState(0)
  const onSubmit = form.handleSubmit((values) => {
    const fieldErrors = refusals[answered]
    setAnswered(answered + 1)
    if (!fieldErrors) return onAccepted(values)
    form.fail(new ApiError({ status: 422, message: 'The given data was invalid.', fieldErrors }))
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid w-80 gap-4">
      {children(form)}
      <button type="submit">Submit</button>
    </form>
  )
}

/** The messages shown under a control (its aria-describedby message region). */
export function errorsUnder(control: HTMLElement): string[] {
  const errorId = (control.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'))
  const region = errorId ? document.getElementById(errorId) : null
  if (!region) return []
  const items = Array.from(region.querySelectorAll('li, p'), (element) => element.textContent ?? '')
  return items.filter(Boolean)
}
