import type { FieldPath } from 'react-hook-form'
import type { z } from 'zod'
import { AttachmentsField, fileMessages } from '@/components/ui/attachments-field'
import { Button } from '@/components/ui/button'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { FormWait } from '@/components/ui/form-wait'
import type { ContractForm } from '@/lib/forms/use-contract-form'

/** A request form's schema: every kind's body carries its files as `attachments`. */
type WithAttachments = z.ZodType<{ attachments?: File[] }, z.ZodTypeDef, { attachments?: File[] }>

export type RequestFormFooterProps<S extends WithAttachments> = {
  form: ContractForm<S>
  /** The form's id prefix (useId): the files' field is `${ids}-${files.name}`. */
  ids: string
  /** What this kind calls its files: 'Attachments (optional)' and a hint, or 'Receipts (optional)'. */
  files: { label: string; name: string; hint: string }
  /** What the submit button says ('File leave request'). */
  fileLabel: string
  /** The request is on its way. */
  pending: boolean
  /** Closes the form; what was typed stays as the draft. */
  onKeepDraft: () => void
}

/**
 * The foot of every request form: its files, each with its own errors, the server's wait (a 429,
 * during which filing is off), "Keep as draft" and the button that files.
 */
export function RequestFormFooter<S extends WithAttachments>({
  form,
  ids,
  files,
  fileLabel,
  pending,
  onKeepDraft,
}: RequestFormFooterProps<S>) {
  // Every kind's body names its files `attachments` (WithAttachments); TypeScript cannot follow that
  // through a path of a generic form's values.
  const path = (name: string) => name as FieldPath<z.input<S>>
  return (
    <>
      <FormField
        control={form.control}
        name={path('attachments')}
        render={({ field, fieldState }) => (
          <FormItem id={`${ids}-${files.name}`}>
            <FormLabel>{files.label}</FormLabel>
            <FormControl>
              <AttachmentsField
                ref={field.ref}
                value={(field.value as File[] | undefined) ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                messagesOfFile={(index) => fileMessages(fieldState.error, index)}
              />
            </FormControl>
            <FormDescription>{files.hint}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormWait seconds={form.waitSeconds} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" color="white" onClick={onKeepDraft}>
          Keep as draft
        </Button>
        <Button type="submit" color="blue" loading={pending} disabled={form.waitSeconds > 0}>
          {fileLabel}
        </Button>
      </div>
    </>
  )
}
