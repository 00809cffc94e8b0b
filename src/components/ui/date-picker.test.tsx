import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Holiday } from '@contract/leave'
import { personalInfoBodySchema } from '@contract/onboarding'
import { setClockSource } from '@/lib/clock'
import { DatePicker, type DatePickerProps } from './date-picker'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from './form'
import { ContractFormHarness, errorsUnder } from './testing/contract-form-harness'
import { BEHIND_UTC_ZONE, inTimeZone } from './testing/time-zone'
import { buttonName } from '@/test/screen-queries'

inTimeZone(BEHIND_UTC_ZONE)

// 08:00 on Wednesday 10 June 2026 in Manila is still Tuesday 9 June in the browser's zone.
const MANILA_MORNING = Date.parse('2026-06-10T00:00:00Z')
beforeEach(() => setClockSource(() => MANILA_MORNING))
afterEach(() => setClockSource(() => Date.now()))

const holidays: Holiday[] = [
  { date: '2026-06-12', name: 'Independence Day', type: 'regular' },
  { date: '2026-07-01', name: 'Somewhere Else Day', type: 'special_non_working' },
]

function Harness(props: Partial<DatePickerProps>) {
  const [value, setValue] = useState(props.value ?? '')
  return (
    <>
      <label htmlFor="day">Day</label>
      <DatePicker id="day" {...props} value={value} onChange={(next) => (setValue(next), props.onChange?.(next))} />
    </>
  )
}

const trigger = () => screen.getByRole('combobox', { name: 'Day' })
/** Opens the calendar with a press; it shows once its code is here (a lazy part of the picker). */
async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger())
  return screen.findByRole('grid')
}
const day = (isoDate: string) => document.querySelector<HTMLButtonElement>(`button[data-day="${isoDate}"]`)!

// A calendar journey takes a few seconds on a busy two-core machine (the year list alone has 86 options).
describe('DatePicker', { timeout: 15_000 }, () => {
  it('opens on the chosen day, moves with the arrow keys, and chooses with Enter', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness value="2026-06-12" onChange={onChange} />)
    expect(trigger().textContent).toBe('12 Jun 2026')

    await openCalendar(user)
    const dialog = screen.getByRole('dialog', { name: 'Day' })
    expect(within(dialog).getByRole('grid', { name: 'June 2026' })).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(day('2026-06-12')))

    await user.keyboard('{ArrowRight}{ArrowDown}')
    expect(document.activeElement).toBe(day('2026-06-20'))
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-06-20')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(trigger())
    expect(trigger().textContent).toBe('20 Jun 2026')
  })

  it("opens on today's month in Manila when nothing is chosen, and marks today", async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(trigger().textContent).toBe('Pick a date')
    await openCalendar(user)
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(day('2026-06-10')))
    expect(day('2026-06-10').getAttribute('aria-label')).toBe('10 Jun 2026, today')
  })

  it('names every day button starting with the number it shows (WCAG 2.5.3)', async () => {
    const user = userEvent.setup()
    render(<Harness value="2026-06-12" holidays={holidays} takenDates={['2026-06-15']} />)
    const grid = await openCalendar(user)
    const days = within(grid).getAllByRole('button')
    expect(days.length).toBeGreaterThanOrEqual(30)
    const namesNotStartingWithTheirText = days
      .map((button) => ({ shown: button.textContent ?? '', name: buttonName(button) }))
      .filter(({ shown, name }) => shown === '' || !name.startsWith(`${shown} `))
    expect(namesNotStartingWithTheirText).toEqual([])
  })

  it('closes on Escape without choosing and gives focus back', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness value="2026-06-12" onChange={onChange} />)
    await openCalendar(user)
    await user.keyboard('{ArrowRight}{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(trigger())
    expect(onChange).not.toHaveBeenCalled()
  })

  it('names holidays and taken days, and lists the month’s holidays under the grid', async () => {
    const user = userEvent.setup()
    render(<Harness holidays={holidays} takenDates={['2026-06-15', '2026-06-16']} takenLabel="Your leave (pending)" />)
    await openCalendar(user)
    expect(day('2026-06-12').getAttribute('aria-label')).toBe('12 Jun 2026, Independence Day (regular holiday)')
    expect(day('2026-06-15').getAttribute('aria-label')).toBe('15 Jun 2026, Your leave (pending)')
    expect(day('2026-06-15').disabled).toBe(false)
    const legend = screen.getByRole('list', { name: 'Holidays this month' })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['12 JunIndependence Day'])
    expect(screen.getByText('Your leave (pending)')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: /next month/i }))
    expect(within(legend).queryByText('Independence Day')).toBeNull()
    expect(screen.getByText('Somewhere Else Day')).toBeTruthy()
  })

  it('refuses weekends, taken days and days out of bounds when asked', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <Harness
        onChange={onChange}
        takenDates={['2026-06-16']}
        disableTaken
        disableWeekends
        min="2026-06-08"
        max="2026-06-30"
      />,
    )
    await openCalendar(user)
    for (const disabled of ['2026-06-13', '2026-06-14', '2026-06-16', '2026-06-05']) {
      expect(day(disabled).disabled, disabled).toBe(true)
    }
    expect(day('2026-06-15').disabled).toBe(false)
    expect(screen.getByRole('button', { name: /previous month/i }).getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('button', { name: /next month/i }).getAttribute('aria-disabled')).toBe('true')
    await user.click(day('2026-06-13'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('can be cleared when the date is optional', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness value="2026-06-12" onChange={onChange} clearable />)
    await openCalendar(user)
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(onChange).toHaveBeenCalledWith('')
    expect(trigger().textContent).toBe('Pick a date')
  })

  it('cannot be opened while disabled', async () => {
    const user = userEvent.setup()
    render(<Harness value="2026-06-12" disabled />)
    await user.click(trigger())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('round-trips a birthdate through the contract form, with month and year lists, inside a FormField', async () => {
    const user = userEvent.setup()
    const onAccepted = vi.fn()
    render(
      <ContractFormHarness
        schema={personalInfoBodySchema.pick({ birthdate: true })}
        defaultValues={{ birthdate: '' }}
        refusals={[{ birthdate: ['The birthdate does not match your ID.'] }]}
        onAccepted={onAccepted}
      >
        {(form) => (
          <FormField
            control={form.control}
            name="birthdate"
            render={({ field }) => (
              <FormItem id="birthdate">
                <FormLabel>Birthdate</FormLabel>
                <FormControl>
                  <DatePicker
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    captionLayout="dropdown"
                    min="1926-01-01"
                    max="2011-12-31"
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
      </ContractFormHarness>,
    )
    const birthdate = screen.getByRole('combobox', { name: 'Birthdate' })
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    // The contract lists every rule an empty birthdate fails; the first says what is wanted.
    await waitFor(() => expect(errorsUnder(birthdate)[0]).toBe('The birthdate must be a date (YYYY-MM-DD).'))

    await user.click(birthdate)
    await screen.findByRole('grid')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Choose the Year' }), '1990')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Choose the Month' }), 'March')
    await user.click(day('1990-03-08'))
    expect(birthdate.textContent).toBe('8 Mar 1990')
    expect(errorsUnder(birthdate)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorsUnder(birthdate)).toEqual(['The birthdate does not match your ID.']))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith({ birthdate: '1990-03-08' }))
  })
})
