import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderPage } from '@/app/testing/render-app'
import { datePickerPopover } from '@/components/ui/date-picker-shell'
import { calendarDay } from '@/test/screen-queries'
import { signInEachTest } from '@/test/signed-in'

// A press on what opens a lazy part before the part's code is here (a slow phone) is never lost
// (docs/decisions/0036-employee-first-load.md). Each part's module is held back here until the test
// lets it arrive, as a slow network would: the press opens its layer at once with a skeleton, and
// the part shows, takes focus and works when it comes. Isolated: it holds modules back with vi.mock.

const held = await vi.hoisted(async () => {
  const { heldCode } = await import('@/test/held-code')
  return { calendar: heldCode(), leaveForm: heldCode(), expenseForm: heldCode() }
})
vi.mock('@/components/ui/date-picker-calendars', async (importOriginal) => {
  await held.calendar.arrived
  return importOriginal()
})
vi.mock('@/features/leave/components/leave-request-form', async (importOriginal) => {
  await held.leaveForm.arrived
  return importOriginal()
})
vi.mock('@/features/expense/components/expense-request-form', async (importOriginal) => {
  await held.expenseForm.arrived
  return importOriginal()
})

runMockServerAroundEachTest()
seedOnMonday23November()
signInEachTest('regular')

// In this order: the calendar's code is let in by the first test, and stays for the next.
describe('a press before the code is here', { timeout: 40_000 }, () => {
  it('opens the list’s date filter at once; focus moves to the day when the calendar comes', async () => {
    const { router } = await renderPage('/leave', 'Leave Request')
    // The popup's own code is here, as once the page is idle; its calendar's is not. (A press before
    // the popup's code is tried in press-before-code-popups.isolated.test.tsx.)
    await datePickerPopover.preload()
    await userEvent.click(screen.getByRole('combobox', { name: /^Dates/ }))
    const popup = await screen.findByRole('dialog', { name: /^Dates/ })
    expect(within(popup).getByRole('status').textContent).toBe('Loading the calendar…')
    expect(popup.contains(document.activeElement)).toBe(true)

    held.calendar.arrive()
    await within(popup).findByRole('grid', { name: 'November 2026' })
    await waitFor(() => expect(document.activeElement).toBe(calendarDay('2026-11-23')))
    await userEvent.keyboard('{Enter}{ArrowRight}{Enter}')
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull())
    expect(router.state.location.search).toEqual({ date_started: '2026-11-23', date_finished: '2026-11-24' })
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Dates/ }))
  })

  it('opens the request leave dialog at once; the form comes with focus on its first field, and files', async () => {
    const { router } = await renderPage('/leave', 'Leave Request')
    await userEvent.click(screen.getByRole('button', { name: 'Request leave' }))
    const dialog = await screen.findByRole('dialog', { name: 'Request leave' })
    expect(router.state.location.search).toMatchObject({ new: true })
    expect(within(dialog).getByRole('status').textContent).toBe('Loading the form…')

    held.leaveForm.arrive()
    const leaveType = await within(dialog).findByRole('combobox', { name: 'Leave type' })
    await waitFor(() => expect(document.activeElement).toBe(leaveType))
    await userEvent.click(leaveType)
    await userEvent.click(await screen.findByRole('option', { name: 'Vacation Leave' }))
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Dates/ }))
    await screen.findByRole('grid')
    await userEvent.click(calendarDay('2026-12-02'))
    await userEvent.click(calendarDay('2026-12-04'))
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull())
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Family in Cebu.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'File leave request' }))

    const detail = within(await screen.findByRole('dialog', { name: 'Vacation Leave request' }, { timeout: 8000 }))
    expect(await detail.findByText('Family in Cebu.')).toBeTruthy()
  })

  it('opens the expense dialog at once; the form comes with focus on its first field, and takes input', async () => {
    await renderPage('/item', 'Expense Request')
    await userEvent.click(screen.getByRole('button', { name: 'File an expense request' }))
    const dialog = await screen.findByRole('dialog', { name: 'File an expense request' })
    expect(within(dialog).getByRole('status').textContent).toBe('Loading the form…')

    held.expenseForm.arrive()
    const requestType = await within(dialog).findByRole('combobox', { name: 'Request type' })
    await waitFor(() => expect(document.activeElement).toBe(requestType))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Costing/ }), '1250')
    expect(within(dialog).getByRole('textbox', { name: /^Costing/ })).toHaveProperty('value', '1,250')
  })
})
