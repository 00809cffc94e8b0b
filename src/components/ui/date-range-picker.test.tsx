import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { useController } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLeaveBodySchema } from '@contract/leave'
import { setClockSource } from '@/lib/clock'
import type { ContractForm } from '@/lib/forms/use-contract-form'
import { DateRangePicker, type BusinessDateRange } from './date-range-picker'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form'
import { ContractFormHarness, errorsUnder } from './testing/contract-form-harness'
import { BEHIND_UTC_ZONE, inTimeZone } from './testing/time-zone'

inTimeZone(BEHIND_UTC_ZONE)
beforeEach(() => setClockSource(() => Date.parse('2026-06-10T00:00:00Z')))
afterEach(() => setClockSource(() => Date.now()))

function Harness({ onChange }: { onChange: (range: BusinessDateRange) => void }) {
  const [value, setValue] = useState<BusinessDateRange>({ from: '', to: '' })
  return (
    <DateRangePicker
      aria-label="Leave dates"
      value={value}
      onChange={(next) => (setValue(next), onChange(next))}
      holidays={[{ date: '2026-06-12', name: 'Independence Day', type: 'regular' }]}
    />
  )
}

const trigger = () => screen.getByRole('combobox', { name: /Leave dates/ })
/** Opens the calendar with a press; it shows once its code is here (a lazy part of the picker). */
async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger())
  return screen.findByRole('grid')
}
const day = (isoDate: string) => document.querySelector<HTMLButtonElement>(`button[data-day="${isoDate}"]`)!

describe('DateRangePicker', { timeout: 15_000 }, () => {
  it('takes the first and the last day, then closes', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    expect(trigger().textContent).toBe('Pick the first and last day')
    await openCalendar(user)
    expect(screen.getByText('Pick the first day.')).toBeTruthy()

    await user.click(day('2026-06-11'))
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-06-11', to: '2026-06-11' })
    expect(screen.getByText('From 11 Jun 2026. Now pick the last day.')).toBeTruthy()
    expect(screen.getByRole('dialog')).toBeTruthy()

    // The range spans the holiday and the weekend; the server counts the working days.
    await user.click(day('2026-06-15'))
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-06-11', to: '2026-06-15' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(trigger())
    expect(trigger().textContent).toBe('11–15 Jun 2026')
  })

  it('starts over when the second pick is before the first, and works from the keyboard', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    trigger().focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(document.activeElement).toBe(day('2026-06-10')))
    await user.keyboard('{Enter}{ArrowLeft}{ArrowLeft}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-06-08', to: '2026-06-08' })
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-06-08', to: '2026-06-15' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('marks the chosen range when opened again, on the first day’s month', async () => {
    const user = userEvent.setup()
    render(<Harness onChange={() => {}} />)
    await openCalendar(user)
    await user.click(screen.getByRole('button', { name: /next month/i }))
    await user.click(day('2026-07-06'))
    await user.click(day('2026-07-08'))
    await openCalendar(user)
    expect(screen.getByRole('grid', { name: 'July 2026' })).toBeTruthy()
    expect(day('2026-07-06').getAttribute('data-range-start')).toBe('true')
    expect(day('2026-07-07').getAttribute('data-range-middle')).toBe('true')
    expect(day('2026-07-08').getAttribute('data-range-end')).toBe('true')
  })
})

type LeaveForm = ContractForm<typeof createLeaveBodySchema>

/** The leave form's dates: one picker, two contract fields. */
function LeaveDates({ form }: { form: LeaveForm }) {
  const { field: end } = useController({ control: form.control, name: 'date_finished' })
  return (
    <FormField
      control={form.control}
      name="date_started"
      alsoMessagesOf={['date_finished']}
      render={({ field: start }) => (
        <FormItem id="leave_dates">
          <FormLabel>Leave dates</FormLabel>
          <FormControl>
            <DateRangePicker
              ref={start.ref}
              value={{ from: start.value, to: end.value }}
              onChange={(range) => {
                start.onChange(range.from)
                end.onChange(range.to)
              }}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

describe('DateRangePicker in a contract form', { timeout: 15_000 }, () => {
  it('fills both dates of the leave body and shows both fields’ server errors under it', async () => {
    const user = userEvent.setup()
    const onAccepted = vi.fn()
    render(
      <ContractFormHarness
        schema={createLeaveBodySchema}
        defaultValues={{
          type: 'vacation',
          date_started: '',
          date_finished: '',
          reason: 'Family trip',
          attachments: [],
        }}
        refusals={[{ date_started: ['These dates overlap your approved leave.'] }]}
        onAccepted={onAccepted}
      >
        {(form) => <LeaveDates form={form} />}
      </ContractFormHarness>,
    )
    const dates = screen.getByRole('combobox', { name: 'Leave dates' })
    await user.click(dates)
    await user.click(day('2026-06-22'))
    await user.click(day('2026-06-24'))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(dates)).toEqual(['These dates overlap your approved leave.']))
    expect(dates.getAttribute('aria-invalid')).toBe('true')

    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(onAccepted).toHaveBeenCalledWith(
        expect.objectContaining({ date_started: '2026-06-22', date_finished: '2026-06-24' }),
      ),
    )
  })

  it("shows the last day's server errors after the first day's, under the one picker", async () => {
    const user = userEvent.setup()
    render(
      <ContractFormHarness
        schema={createLeaveBodySchema}
        defaultValues={{
          type: 'vacation',
          date_started: '2026-06-22',
          date_finished: '2026-06-24',
          reason: 'Family trip',
          attachments: [],
        }}
        refusals={[
          {
            date_finished: ['The end date must be on or after the start date.'],
            date_started: ['These dates overlap your approved leave.'],
          },
        ]}
        onAccepted={() => {}}
      >
        {(form) => <LeaveDates form={form} />}
      </ContractFormHarness>,
    )
    const dates = screen.getByRole('combobox', { name: 'Leave dates' })
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(errorsUnder(dates)).toEqual([
        'These dates overlap your approved leave.',
        'The end date must be on or after the start date.',
      ]),
    )
    expect(dates.getAttribute('aria-invalid')).toBe('true')
  })
})
