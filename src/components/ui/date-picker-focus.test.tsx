import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setClockSource } from '@/lib/clock'
import { DatePicker } from './date-picker'
import { DateRangePicker, type BusinessDateRange } from './date-range-picker'
import { Dialog, DialogContent, DialogTitle } from './dialog'
import { Textarea } from './textarea'

// The WAI-ARIA date picker dialog pattern, from the keyboard: opening the calendar puts focus on a
// day in it, and closing it (a pick or Escape) puts focus back on the field. Both pickers share the
// popup (date-picker-shell.tsx); each is tried inside a modal dialog, where the request forms use them.

beforeEach(() => setClockSource(() => Date.parse('2026-06-10T00:00:00Z')))
afterEach(() => setClockSource(() => Date.now()))

function RangeField() {
  const [value, setValue] = useState<BusinessDateRange>({ from: '', to: '' })
  return <DateRangePicker aria-label="Dates" value={value} onChange={setValue} />
}

function DayField() {
  const [value, setValue] = useState('')
  return <DatePicker aria-label="Dates" value={value} onChange={setValue} />
}

function InAForm({ picker }: { picker: React.ReactNode }) {
  return (
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Request leave</DialogTitle>
        {picker}
        <Textarea aria-label="Reason" />
      </DialogContent>
    </Dialog>
  )
}

const dates = () => screen.getByRole('combobox', { name: 'Dates' })
const focusedDay = () => document.activeElement?.getAttribute('data-day')

describe.each([
  ['DateRangePicker', <RangeField key="range" />],
  ['DatePicker', <DayField key="day" />],
])('%s, by keyboard', { timeout: 15_000 }, (_name, picker) => {
  it('moves focus into the calendar when Enter opens it, and back to the field on Escape', async () => {
    const user = userEvent.setup()
    render(<InAForm picker={picker} />)
    dates().focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(focusedDay()).toBe('2026-06-10'))
    expect(screen.getByRole('grid', { name: 'June 2026' }).contains(document.activeElement)).toBe(true)

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull())
    expect(document.activeElement).toBe(dates())
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' }))
  })

  it('gives focus back to the field once a day is picked', async () => {
    const user = userEvent.setup()
    render(<InAForm picker={picker} />)
    dates().focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(focusedDay()).toBe('2026-06-10'))
    // A range ends at its second pick; a single day at its first.
    await user.keyboard('{Enter}')
    if (screen.queryByRole('grid')) await user.keyboard('{ArrowRight}{Enter}')
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull())
    expect(document.activeElement).toBe(dates())
  })
})
