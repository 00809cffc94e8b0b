import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { createExpenseBodySchema, type ExpenseRequest } from '@contract/expense'
import { PESO_AMOUNT_MAX } from '@contract/limits'
import { expenseTypeOptions } from '@contract/options'
import { RequestFormFooter } from '@/components/requests/request-form-footer'
import type { RequestFormProps } from '@/components/requests/request-kind'
import { useRequestForm } from '@/components/requests/use-request-form'
import { DateRangePicker } from '@/components/ui/date-range-picker'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { PesoInput } from '@/components/ui/peso-input'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { Textarea } from '@/components/ui/textarea'
import { formatPeso } from '@/lib/format'
import { expenseKind } from '../expense-kind'

const emptyExpense = {
  // No type until the person picks one: the contract says 'Choose a request type from the list.'
  type: '' as ExpenseRequest['type'],
  item_name: '',
  // '' rather than undefined while empty: the form matches a server error to a field by its value.
  costing: '' as number | string,
  date_training_at: '',
  date_training_finish_at: '',
  description: '',
  attachments: [] as File[],
}

/**
 * The expense request form: type, item name, costing in pesos, the training's dates (training only),
 * description and receipts. Server refusals show under their fields; what is typed is kept as a
 * draft until it is filed (the receipts excepted: files are never kept).
 */
export function ExpenseRequestForm(props: RequestFormProps) {
  const { onCancel } = props
  const ids = useId()
  const { form, onSubmit, pending } = useRequestForm(expenseKind, createExpenseBodySchema, {
    ...props,
    empty: emptyExpense,
  })
  const [type, from, to] = useWatch({
    control: form.control,
    name: ['type', 'date_training_at', 'date_training_finish_at'],
  })

  const setTrainingDates = (first: string, last: string) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted }
    form.setValue('date_training_at', first, options)
    form.setValue('date_training_finish_at', last, options)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        control={form.control}
        name="type"
        render={({ field }) => (
          <FormItem id={`${ids}-type`}>
            <FormLabel>Request type</FormLabel>
            <FormControl>
              <Select
                ref={field.ref}
                options={expenseTypeOptions}
                value={field.value}
                placeholder="Choose a request type"
                searchPlaceholder="Search request types…"
                onValueChange={field.onChange}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <TextField control={form.control} name="item_name" id={`${ids}-item-name`} label="Item name" autoComplete="off" />
      <FormField
        control={form.control}
        name="costing"
        render={({ field }) => (
          <FormItem id={`${ids}-costing`}>
            <FormLabel>Costing</FormLabel>
            <FormControl>
              <PesoInput
                ref={field.ref}
                value={field.value}
                onChange={(amount) => field.onChange(amount ?? '')}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormDescription>{`In pesos, up to ${formatPeso(PESO_AMOUNT_MAX)}.`}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      {type === 'training' && (
        <FormField
          control={form.control}
          name="date_training_at"
          alsoMessagesOf={['date_training_finish_at']}
          render={({ field }) => (
            <FormItem id={`${ids}-training-dates`}>
              <FormLabel>Training dates</FormLabel>
              <FormControl>
                <DateRangePicker
                  ref={field.ref}
                  value={{ from: from ?? '', to: to ?? '' }}
                  onChange={(range) => setTrainingDates(range.from, range.to)}
                  onBlur={field.onBlur}
                />
              </FormControl>
              <FormDescription>The first and the last day of the training.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
      <FormField
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormItem id={`${ids}-description`}>
            <FormLabel>Description (optional)</FormLabel>
            <FormControl>
              <Textarea {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <RequestFormFooter
        form={form}
        ids={ids}
        files={{ label: 'Receipts (optional)', name: 'receipts', hint: 'Receipts or quotations: PDF, PNG or JPEG.' }}
        fileLabel="File expense request"
        pending={pending}
        onKeepDraft={onCancel}
      />
    </form>
  )
}
