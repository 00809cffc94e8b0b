import { useId, useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { createLeaveBodySchema } from '@contract/leave'
import { halfDayLeaveTypes, maternityCaseOptions, type LeaveType, type MaternityCase } from '@contract/options'
import { RequestFormFooter } from '@/components/requests/request-form-footer'
import type { RequestFormProps } from '@/components/requests/request-kind'
import { useRequestForm } from '@/components/requests/use-request-form'
import { DatePicker } from '@/components/ui/date-picker'
import { DateRangePicker } from '@/components/ui/date-range-picker'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
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

/** A number field's text as the body's count: empty is no answer. */
const dayCount = (text: string) => (text === '' ? undefined : Number(text))

/**
 * The request leave form: type, dates (one date for a half day), reason and attachments, with a live
 * line saying what it charges by the server's own rule and the balance on its first day. The chosen type's help,
 * limit and documents come from GET /leaves/types, with the types the person cannot choose and why behind a
 * disclosure; maternity asks its case, paternity the delivery's date. Server refusals (overlap, balance, dates, a
 * missing document) show under their fields; what is typed is kept as a draft until it is filed.
 */
export function LeaveRequestForm(props: RequestFormProps) {
  const { onCancel } = props
  const ids = useId()
  const { form, onSubmit, pending } = useRequestForm(leaveKind, createLeaveBodySchema, { ...props, empty: emptyLeave })
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
      <FormField
        control={form.control}
        name="type"
        render={({ field }) => (
          <FormItem id={`${ids}-type`}>
            <FormLabel>Leave type</FormLabel>
            <FormControl>
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
            </FormControl>
            {choices.withoutPayOnly && (
              <FormDescription>
                Your paid leave for this year is used up, so leave without pay is what you can file.
              </FormDescription>
            )}
            <FormMessage />
          </FormItem>
        )}
      />
      <LeaveTypeHelp id={helpId} rule={rule} />
      <LeaveTypesNotOffered rules={types.data} />
      {type === 'maternity leave' && (
        <>
          <FormField
            control={form.control}
            name="maternity_case"
            render={({ field }) => (
              <FormItem id={`${ids}-maternity-case`}>
                <FormLabel>Maternity case</FormLabel>
                <FormControl>
                  <Select
                    ref={field.ref}
                    options={maternityCaseOptions}
                    value={field.value ?? ''}
                    placeholder="Choose the case"
                    onValueChange={(next) => field.onChange(next)}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {maternityCase !== undefined && maternityCase !== 'miscarriage' && (
            <FormField
              control={form.control}
              name="days_given_to_father"
              render={({ field }) => (
                <FormItem id={`${ids}-days-to-father`}>
                  <FormLabel>Days given to the child&apos;s father (optional)</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={7}
                      className="sm:w-32"
                      {...field}
                      value={field.value ?? ''}
                      onChange={(event) => field.onChange(dayCount(event.target.value))}
                    />
                  </FormControl>
                  <FormDescription>Days you give the father come off your maternity leave.</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          )}
        </>
      )}
      {type === 'paternity leave' && (
        <FormField
          control={form.control}
          name="delivery_date"
          render={({ field }) => (
            <FormItem id={`${ids}-delivery-date`}>
              <FormLabel>Date of the delivery</FormLabel>
              <FormControl>
                <DatePicker
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(date) => field.onChange(date)}
                  onBlur={field.onBlur}
                />
              </FormControl>
              <FormDescription>
                Paternity leave starts on or after the delivery; the help above says how soon it must end.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
      <FormField
        control={form.control}
        name="date_started"
        alsoMessagesOf={['date_finished']}
        render={({ field }) => {
          const marks = { holidays, takenDates, takenLabel: 'Your leave (pending or approved)' }
          return (
            <FormItem id={`${ids}-dates`}>
              <FormLabel>{halfDay ? 'Date' : 'Dates'}</FormLabel>
              <FormControl>
                {halfDay ? (
                  <DatePicker
                    ref={field.ref}
                    value={from}
                    onChange={(date) => setDates(date, date)}
                    onBlur={field.onBlur}
                    aria-describedby={chargeId}
                    {...marks}
                  />
                ) : (
                  <DateRangePicker
                    ref={field.ref}
                    value={{ from, to }}
                    onChange={(range) => setDates(range.from, range.to)}
                    onBlur={field.onBlur}
                    aria-describedby={chargeId}
                    {...marks}
                  />
                )}
              </FormControl>
              <FormDescription>
                {halfDay
                  ? 'A half day is taken on one date.'
                  : 'Weekends and holidays inside the range are not charged.'}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )
        }}
      />
      <LeaveChargeLine id={chargeId} charge={charge} balance={balance} />
      <FormField
        control={form.control}
        name="reason"
        render={({ field }) => (
          <FormItem id={`${ids}-reason`}>
            <FormLabel>Reason</FormLabel>
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
