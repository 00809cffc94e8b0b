import { useId, useMemo } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { createLeaveBodySchema } from '@contract/leave'
import { halfDayLeaveTypes, maternityCaseOptions, type LeaveType, type MaternityCase } from '@contract/options'
import { RequestFormFooter } from '@/components/requests/request-form-footer'
import type { RequestFormProps } from '@/components/requests/request-kind'
import { useRequestForm } from '@/components/requests/use-request-form'
import { DatePicker } from '@/components/ui/date-picker'
import { DateRangePicker } from '@/components/ui/date-range-picker'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { manilaToday } from '@/lib/dates'
import { leaveKind } from '../leave-kind'
import { useBalancePreview } from '../api/get-balance-preview'
import { useLeaveBalances } from '../api/get-leave-balances'
import { useLeaveTypes } from '../api/get-leave-types'
import { useHolidays } from '../api/get-holidays'
import { useOngoingDates } from '../api/get-ongoing-dates'
import { leaveCharge } from './leave-charge'
import { LeaveChargeLine } from './leave-charge-line'
import { leaveTypeChoices } from './leave-type-choices'
import { LeaveTypeHelp, LeaveTypesNotOffered } from './leave-type-help'

const emptyLeave = {
  // No type until the person picks one: the contract says 'Choose a leave type from the list.'
  type: '' as LeaveType,
  date_started: '',
  date_finished: '',
  reason: '',
  attachments: [] as File[],
  // Maternity and paternity only (RA 11210, RA 8187): cleared when another type is chosen.
  maternity_case: undefined as MaternityCase | undefined,
  days_given_to_father: undefined as number | undefined,
  delivery_date: undefined as string | undefined,
}

const typeOnlyFields = ['maternity_case', 'days_given_to_father', 'delivery_date'] as const

const isHalfDay = (type: string) => (halfDayLeaveTypes as readonly string[]).includes(type)

/**
 * The request leave form: type, dates (one date for a half day), reason and attachments, with a live
 * line saying what it charges by the server's own rule and the balance on its first day. The chosen type's help,
 * limit and documents come from GET /leaves/types, with the types the person cannot choose and why behind a
 * disclosure; maternity asks its case, paternity the delivery's date. Server refusals (overlap, balance, dates, a
 * missing document) show under their fields; what is typed is kept as a draft until it is filed.
 */
export function LeaveRequestForm({ onFiled, onCancel }: RequestFormProps) {
  const ids = useId()
  const { form, onSubmit, pending } = useRequestForm(leaveKind, createLeaveBodySchema, { empty: emptyLeave, onFiled })
  const [type, from, to, maternityCase] = useWatch({
    control: form.control,
    name: ['type', 'date_started', 'date_finished', 'maternity_case'],
  })

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
  const types = useLeaveTypes()
  const choices = leaveTypeChoices(balances.data, types.data)
  const rule = types.data?.find((candidate) => candidate.type === type)
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
  const helpId = `${ids}-type-help`
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
              aria-describedby={helpId}
              onValueChange={(next) => {
                field.onChange(next)
                // A half day is one date: keep the first of a range.
                if (isHalfDay(next) && from !== to) setDates(from, from)
                for (const name of typeOnlyFields) form.setValue(name, undefined)
              }}
            />
          </Field>
        )}
      />
      <LeaveTypeHelp id={helpId} rule={rule} />
      <LeaveTypesNotOffered rules={types.data} />
      {type === 'maternity leave' && (
        <>
          <Controller
            control={form.control}
            name="maternity_case"
            render={({ field }) => (
              <Field label="Maternity case" name={`${ids}-maternity-case`} errors={form.errorsOf('maternity_case')}>
                <Select
                  ref={field.ref}
                  options={maternityCaseOptions}
                  value={field.value ?? ''}
                  placeholder="Choose the case"
                  onValueChange={(next) => field.onChange(next)}
                />
              </Field>
            )}
          />
          {maternityCase !== undefined && maternityCase !== 'miscarriage' && (
            <Field
              label="Days given to the child's father (optional)"
              name={`${ids}-days-to-father`}
              hint="Days you give the father come off your maternity leave."
              errors={form.errorsOf('days_given_to_father')}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={7}
                className="sm:w-32"
                {...form.register('days_given_to_father', {
                  setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
                })}
              />
            </Field>
          )}
        </>
      )}
      {type === 'paternity leave' && (
        <Controller
          control={form.control}
          name="delivery_date"
          render={({ field }) => (
            <Field
              label="Date of the delivery"
              name={`${ids}-delivery-date`}
              hint="Paternity leave starts on or after the delivery; the help above says how soon it must end."
              errors={form.errorsOf('delivery_date')}
            >
              <DatePicker
                ref={field.ref}
                value={field.value ?? ''}
                onChange={(date) => field.onChange(date)}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
      )}
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
        files={
          rule && rule.documents_required.length > 0
            ? { label: 'Attachments', name: 'attachments', hint: `Required: ${rule.documents_required.join('; ')}.` }
            : { label: 'Attachments (optional)', name: 'attachments', hint: 'A medical certificate, for instance.' }
        }
        fileLabel="File leave request"
        pending={pending}
        onKeepDraft={onCancel}
      />
    </form>
  )
}
