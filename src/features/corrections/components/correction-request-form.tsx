import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { useSearch } from '@tanstack/react-router'
import { createCorrectionBodySchema } from '@contract/correction'
import { birthdatesOfAges } from '@contract/dates/age'
import { MAX_AGE, MIN_WORKING_AGE } from '@contract/limits'
import {
  civilStatusOptions,
  correctionFieldOptions,
  correctionFieldValues,
  type CorrectionField,
} from '@contract/options'
import { RequestFormFooter } from '@/components/requests/request-form-footer'
import type { RequestFormProps } from '@/components/requests/request-kind'
import { useRequestForm } from '@/components/requests/use-request-form'
import { DatePicker } from '@/components/ui/date-picker'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { GovernmentIdInput, phNumberFormats, type GovernmentIdKind } from '@/components/ui/ph-numbers'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { manilaToday } from '@/lib/dates'
import { correctionKind } from '../correction-kind'

const emptyCorrection = {
  // No field until the person picks one (or comes from the profile with one): the contract words the refusal.
  field: '' as CorrectionField,
  value: '',
  reason: '',
  attachments: [] as File[],
}

const governmentIds: readonly string[] = ['tin', 'sss', 'philhealth', 'pagibig'] satisfies GovernmentIdKind[]
const isGovernmentId = (field: string): field is GovernmentIdKind => governmentIds.includes(field)

/** The field the list is filtered by, which the profile's links set: the form starts on it. */
function useChosenField(): CorrectionField | undefined {
  const { field } = useSearch({ strict: false }) as { field?: unknown }
  return (correctionFieldValues as readonly unknown[]).includes(field) ? (field as CorrectionField) : undefined
}

/**
 * The correction request form (docs/product/privacy.md#corrections): what to correct, the corrected
 * value typed as onboarding takes it (a government number through its mask, a date from the calendar), the
 * reason, and the supporting document HR checks it against. Server refusals show under their fields; what
 * is typed is kept as a draft until it is filed (files are never kept).
 */
export function CorrectionRequestForm(props: RequestFormProps) {
  const { onCancel } = props
  const ids = useId()
  const chosen = useChosenField()
  const { form, onSubmit, pending } = useRequestForm(correctionKind, createCorrectionBodySchema, {
    ...props,
    empty: chosen ? { ...emptyCorrection, field: chosen } : emptyCorrection,
  })
  const field = useWatch({ control: form.control, name: 'field' })
  const bounds = birthdatesOfAges(MIN_WORKING_AGE, MAX_AGE, manilaToday())

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        control={form.control}
        name="field"
        render={({ field: input }) => (
          <FormItem id={`${ids}-field`}>
            <FormLabel>What to correct</FormLabel>
            <FormControl>
              <Select
                ref={input.ref}
                options={correctionFieldOptions}
                value={input.value}
                placeholder="Choose a record"
                searchPlaceholder="Search records…"
                onValueChange={(next) => {
                  // A value typed for another field would be checked by the wrong rule.
                  if (next !== input.value) form.setValue('value', '')
                  input.onChange(next)
                }}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="value"
        render={({ field: input }) => (
          <FormItem id={`${ids}-value`}>
            <FormLabel>Corrected value</FormLabel>
            <FormControl>
              {isGovernmentId(field) ? (
                <GovernmentIdInput
                  kind={field}
                  ref={input.ref}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                />
              ) : field === 'birthdate' ? (
                <DatePicker
                  ref={input.ref}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  captionLayout="dropdown"
                  min={bounds.first}
                  max={bounds.last}
                />
              ) : field === 'civil_status' ? (
                <Select
                  ref={input.ref}
                  options={civilStatusOptions}
                  value={input.value}
                  placeholder="Choose a civil status"
                  onValueChange={input.onChange}
                />
              ) : (
                <Input
                  autoComplete="off"
                  spellCheck={false}
                  inputMode={field === 'bank_account_no' ? 'numeric' : undefined}
                  {...input}
                />
              )}
            </FormControl>
            {isGovernmentId(field) && (
              <FormDescription>{`Format ${phNumberFormats[field].placeholder}.`}</FormDescription>
            )}
            {field === 'bank_account_no' && (
              <FormDescription>Your primary account, where your pay goes: 10 to 16 digits.</FormDescription>
            )}
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="reason"
        render={({ field: input }) => (
          <FormItem id={`${ids}-reason`}>
            <FormLabel>Reason</FormLabel>
            <FormControl>
              <Textarea {...input} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <RequestFormFooter
        form={form}
        ids={ids}
        files={{
          label: 'Supporting document',
          name: 'attachments',
          hint: 'What shows the correct value: a PSA certificate, an ID or a bank certificate. PDF, PNG or JPEG.',
        }}
        fileLabel="File correction request"
        pending={pending}
        onKeepDraft={onCancel}
      />
    </form>
  )
}
