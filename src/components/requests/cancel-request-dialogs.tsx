import type { ReactElement } from 'react'
import type { z } from 'zod'
import { cancelBodySchema, cancelRequestBodySchema } from '@contract/requests'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { FormWait } from '@/components/ui/form-wait'
import { Textarea } from '@/components/ui/textarea'
import { useContractForm } from '@/lib/forms/use-contract-form'

export type CancelBody = z.output<typeof cancelBodySchema>
export type CancelRequestBody = z.output<typeof cancelRequestBodySchema>

type DialogProps<B> = {
  /** The button that opens the dialog. */
  trigger: ReactElement
  /** What is cancelled, in words: 'leave request', 'expense request'. */
  noun: string
  /** Sends the body; a rejection keeps the dialog open with what was typed (the form shows field errors). */
  send: (body: B) => Promise<unknown>
}

/**
 * Runs the form's submit inside ConfirmDialog's confirm: false (stay open) when the form refuses the
 * input or the server refuses the call, whose field errors `fail` puts under the field.
 */
function submitted<B>(
  form: { handleSubmit: (run: (body: B) => Promise<void>) => () => Promise<void>; fail: (error: unknown) => void },
  send: (body: B) => Promise<unknown>,
) {
  return async () => {
    let sent = false
    await form.handleSubmit(async (body) => {
      try {
        await send(body)
        sent = true
      } catch (error) {
        form.fail(error)
      }
    })()
    return sent
  }
}

/** pending -> cancelled, at once, with the employee's remarks (docs/product/states.md#requests). */
export function CancelRequestDialog({ trigger, noun, send }: DialogProps<CancelBody>) {
  const form = useContractForm(cancelBodySchema, { defaultValues: { status: 'cancelled', remarks: '' } })
  return (
    <ConfirmDialog
      trigger={trigger}
      onOpenChange={(open) => open || form.reset()}
      title={`Cancel this ${noun}?`}
      description="It has not been decided yet, so it is cancelled at once and its days are freed."
      confirmLabel="Cancel request"
      cancelLabel="Keep it"
      destructive
      confirmDisabled={form.waitSeconds > 0}
      onConfirm={submitted(form, send)}
    >
      <FormField
        control={form.control}
        name="remarks"
        render={({ field }) => (
          <FormItem id="cancel-remarks">
            <FormLabel>Remarks</FormLabel>
            <FormControl>
              <Textarea {...field} />
            </FormControl>
            <FormDescription>Why you are cancelling it.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormWait seconds={form.waitSeconds} />
    </ConfirmDialog>
  )
}

/**
 * approved -> for_cancellation: HR decides whether the approved request is cancelled (docs/product/states.md#requests).
 */
export function AskCancellationDialog({ trigger, noun, send }: DialogProps<CancelRequestBody>) {
  const form = useContractForm(cancelRequestBodySchema, {
    defaultValues: { status: 'for_cancellation', cancel_reason: '' },
  })
  return (
    <ConfirmDialog
      trigger={trigger}
      onOpenChange={(open) => open || form.reset()}
      title={`Ask to cancel this ${noun}?`}
      description="It is already approved, so HR decides on the cancellation. Until then it stays approved, shown as For Cancellation."
      confirmLabel="Ask to cancel"
      cancelLabel="Keep it"
      confirmDisabled={form.waitSeconds > 0}
      onConfirm={submitted(form, send)}
    >
      <FormField
        control={form.control}
        name="cancel_reason"
        render={({ field }) => (
          <FormItem id="cancel-reason">
            <FormLabel>Reason for cancelling</FormLabel>
            <FormControl>
              <Textarea {...field} />
            </FormControl>
            <FormDescription>HR reads it when deciding.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormWait seconds={form.waitSeconds} />
    </ConfirmDialog>
  )
}
