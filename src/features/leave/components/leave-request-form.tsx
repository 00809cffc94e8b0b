import { useId, useMemo } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { createLeaveBodySchema } from '@contract/leave'
import { halfDayLeaveTypes, type LeaveType } from '@contract/options'
import { RequestFormFooter } from '@/components/requests/request-form-footer'
import type { RequestFormProps } from '@/components/requests/request-page'
import { useRequestForm } from '@/components/requests/use-request-form'
import { DatePicker } from '@/components/ui/date-picker'
import { DateRangePicker } from '@/components/ui/date-range-picker'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { manilaToday } from '@/lib/dates'
import { useCreateLeave } from '../api/create-leave'
import { useBalancePreview } from '../api/get-balance-preview'
import { useLeaveBalances } from '../api/get-leave-balances'
import { useHolidays } from '../api/get-holidays'
import { useOngoingDates } from '../api/get-ongoing-dates'
import { leaveCharge } from './leave-charge'
import { LeaveChargeLine } from './leave-charge-line'
import { leaveTypeChoices } from './leave-type-choices'

/** Names the person's draft of this form (kept across a forced logout, given back at the next login). */
export const LEAVE_DRAFT_KEY = 'leave-request'

const emptyLeave = {
  // No type until the person picks one: the contract says 'Choose a leave type from the list.'
  type: '' as LeaveType,
  date_started: '',
  date_finished: '',
  reason: '',
  attachments: [] as File[],
}

const isHalfDay = (type: string) => (halfDayLeaveTypes as readonly string[]).includes(type)

/**
 * The request leave form: type, dates (one date for a half day), reason and attachments, with a live
 * line saying what it charges by the server's own rule and the balance on its first day. Server refusals (overlap, balance, dates)
 * show under their fields; what is typed is kept as a draft until it is filed.
 */
export function LeaveRequestForm({ onFiled, onCancel }: RequestFormProps) {
  const ids = useId()
  const create = useCreateLeave()
  const { form, onSubmit } = useRequestForm(createLeaveBodySchema, {
    empty: emptyLeave,
    draftKey: LEAVE_DRAFT_KEY,
    create,
    onFiled,
  })
  const [type, from, to] = useWatch({ control: form.control, name: ['type', 'date_started', 'date_finished'] })

  const today = manilaToday()
  const thisYear = Number(today.slice(0, 4))
  const years = useMemo(() => {
    const wanted = [thisYear, thisYear + 1, Number(from.slice(0, 4)), Number(to.slice(0, 4))]
    return [...new Set(wanted.filter((year) => year >= 2000 && year <= 2100))].sort()
  }, [thisYear, from, to])
  const { holidays, ready: holidaysReady } = useHolidays(years)
  const balances = useLeaveBalances()
  const ongoing = useOngoingDates()
  const takenDates = useMemo(() => ongoing.data?.map((taken) => taken.date) ?? [], [ongoing.data])
  const choices = leaveTypeChoices(balances.data)
  const charge = holidaysReady
    ? leaveCharge({ type, from, to, holidays, takenDates })
    : ({ kind: 'incomplete' } as const)
  // The balance on the first day, by the server's filing rule (accrual counted), for a type that draws from one.
  const balance = useBalancePreview(
    charge.kind === 'charges' && charge.balanceType ? { type, date_started: from, date_finished: to } : null,
  )

  const halfDay = isHalfDay(type)
  const setDates = (first: string, last: string) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted }
    form.setValue('date_started', first, options)
    form.setValue('date_finished', last, options)
  }

  const chargeId = `${ids}-charge`
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Field
            label="Leave type"
            name={`${ids}-type`}
            hint={
              choices.withoutPayOnly
                ? 'Your paid leave for this year is used up, so leave without pay is what you can file.'
                : undefined
            }
            errors={form.errorsOf('type')}
          >
            <Select
              ref={field.ref}
              options={choices.options}
              value={field.value}
              placeholder="Choose a leave type"
              searchPlaceholder="Search leave types…"
              onValueChange={(next) => {
                field.onChange(next)
                // A half day is one date: keep the first of a range.
                if (isHalfDay(next) && from !== to) setDates(from, from)
              }}
            />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="date_started"
        render={({ field }) => {
          const marks = { holidays, takenDates, takenLabel: 'Your leave (pending or approved)' }
          const errors = [...form.errorsOf('date_started'), ...form.errorsOf('date_finished')]
          return halfDay ? (
            <Field label="Date" name={`${ids}-dates`} hint="A half day is taken on one date." errors={errors}>
              <DatePicker
                ref={field.ref}
                value={from}
                onChange={(date) => setDates(date, date)}
                onBlur={field.onBlur}
                aria-describedby={chargeId}
                {...marks}
              />
            </Field>
          ) : (
            <Field
              label="Dates"
              name={`${ids}-dates`}
              hint="Weekends and holidays inside the range are not charged."
              errors={errors}
            >
              <DateRangePicker
                ref={field.ref}
                value={{ from, to }}
                onChange={(range) => setDates(range.from, range.to)}
                onBlur={field.onBlur}
                aria-describedby={chargeId}
                {...marks}
              />
            </Field>
          )
        }}
      />
      <LeaveChargeLine id={chargeId} charge={charge} balance={balance} />
      <Field label="Reason" name={`${ids}-reason`} errors={form.errorsOf('reason')}>
        <Textarea {...form.register('reason')} />
      </Field>
      <RequestFormFooter
        form={form}
        ids={ids}
        files={{ label: 'Attachments (optional)', name: 'attachments', hint: 'A medical certificate, for instance.' }}
        fileLabel="File leave request"
        pending={create.isPending}
        onKeepDraft={onCancel}
      />
    </form>
  )
}
