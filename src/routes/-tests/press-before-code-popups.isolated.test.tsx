import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderPage } from '@/app/testing/render-app'
import { calendarDay } from '@/test/screen-queries'
import { signInEachTest } from '@/test/signed-in'

// The popover a select or a date filter opens (Radix Popover with floating-ui, and the select's cmdk)
// is a lazy part; its button is on the first load (docs/decisions/0036-employee-first-load.md). Here the
// popover's module is held back until the test lets it arrive, as a slow network would: the press opens
// its placeholder at once, in its place and with nothing to press, keys typed are kept, and the popover
// takes its place, its focus and its work when it comes. Isolated: it holds modules back with vi.mock.

const held = await vi.hoisted(async () => {
  const { heldCode } = await import('@/test/held-code')
  return { popover: heldCode(), selectList: heldCode() }
})
// The date pickers' popup; the select's list is built on it, so it waits for both.
vi.mock('@/components/ui/anchored-popover', async (importOriginal) => {
  await held.popover.arrived
  return importOriginal()
})
vi.mock('@/components/ui/select-popup', async (importOriginal) => {
  await held.selectList.arrived
  return importOriginal()
})

runMockServerAroundEachTest()
seedOnMonday23November()
signInEachTest('regular')

// In this order: the popover's code is let in by the first test, and stays for the next; the select's
// list is let in by the last.
describe('a press on a select or a date filter before its popover’s code is here', { timeout: 40_000 }, () => {
  it('opens the date filter’s placeholder at once, and the calendar takes focus when the popover comes', async () => {
    const { router } = await renderPage('/leave', 'Leave Request')
    const dates = screen.getByRole('combobox', { name: /^Dates/ })
    await userEvent.click(dates)
    const placeholder = screen.getByRole('dialog', { name: /^Dates/, busy: true })
    expect(within(placeholder).getByRole('status').textContent).toBe('Loading the calendar…')
    expect(within(placeholder).queryByRole('button')).toBeNull()
    expect(dates.getAttribute('aria-expanded')).toBe('true')
    expect(dates.getAttribute('aria-controls')).toBe(placeholder.id)
    expect(document.activeElement).toBe(dates)

    // Escape closes it, as it closes the popover; the button opens it again.
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(dates.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(dates)
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('dialog', { name: /^Dates/, busy: true })).toBeTruthy()

    await act(async () => held.popover.arrive())
    const popup = await screen.findByRole('dialog', { name: /^Dates/, busy: false })
    expect(dates.getAttribute('aria-controls')).toBe(popup.id)
    await within(popup).findByRole('grid', { name: 'November 2026' })
    await waitFor(() => expect(document.activeElement).toBe(calendarDay('2026-11-23')))
    await userEvent.keyboard('{Enter}{ArrowRight}{Enter}')
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull())
    expect(router.state.location.search).toEqual({ date_started: '2026-11-23', date_finished: '2026-11-24' })
    expect(document.activeElement).toBe(dates)
  })

  it('closes a select’s placeholder in a form’s dialog with Escape, leaving the dialog open', async () => {
    await renderPage('/leave', 'Leave Request')
    await userEvent.click(screen.getByRole('button', { name: 'Request leave' }))
    const form = await screen.findByRole('dialog', { name: 'Request leave' })
    const leaveType = await within(form).findByRole('combobox', { name: 'Leave type' })
    await userEvent.click(leaveType)
    expect(screen.getByRole('dialog', { name: 'Leave type', busy: true })).toBeTruthy()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Leave type' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Request leave' })).toBe(form)
    expect(document.activeElement).toBe(leaveType)
  })

  it('keeps the keys typed in a select’s placeholder for its search, and chooses when the list comes', async () => {
    const { router } = await renderPage('/payslip', 'Payslip')
    const year = screen.getByRole('combobox', { name: 'Year' })
    await userEvent.click(year)
    const placeholder = screen.getByRole('dialog', { name: 'Year', busy: true })
    expect(within(placeholder).getByRole('status').textContent).toBe('Loading the options…')
    expect(within(placeholder).queryByRole('option')).toBeNull()
    await userEvent.keyboard('2025')
    expect(within(placeholder).getByText('2025')).toBeTruthy()

    await act(async () => held.selectList.arrive())
    const list = await screen.findByRole('dialog', { name: 'Year', busy: false })
    const search = within(list).getByRole('combobox')
    await waitFor(() => expect(document.activeElement).toBe(search))
    expect(search).toHaveProperty('value', '2025')
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2025'])
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.search).toEqual({ payslip_year: 2025 }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(year.textContent).toBe('2025')
    expect(document.activeElement).toBe(year)
  })
})
