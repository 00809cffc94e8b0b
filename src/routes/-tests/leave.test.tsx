import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderApp } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'
import { calendarDay, chooseOption, pickDateRange } from '@/test/screen-queries'

// /leave against the real mock, seeded on Monday 23 November 2026 at 09:00 in Manila: Maria Santos has
// 14 leave requests; her vacation balance is 20 days (15 accrued by December, 5 carried over from 2025), 8.5 used
// and 0.5 pending (a half day on 1 Dec): 11 left, all of them from 1 Dec (December's 1.25 credited).
runMockServerAroundEachTest()
seedOnMonday23November()

signInEachTest('regular')

const leavesUrl = `${window.location.origin}/api/v1/employee/leaves`
const summary = () => screen.getByText(/^Showing \d+–\d+ of \d+$/)
async function shows(text: string) {
  await waitFor(() => expect(summary().textContent).toBe(text), { timeout: 8000 })
}
const rows = () =>
  within(screen.getByRole('table', { name: 'Leave requests', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
const balanceOf = (type: string) =>
  // hidden: a detail or a form open over the page hides the rest of it from assistive technology. By its heading:
  // with the date card's live region kept beside it, the dialog hides the balances' section itself, which then
  // has no accessible name to find it by.
  within(screen.getByRole('heading', { name: 'Leave balances', hidden: true }).closest('section')!)
    .getByText(type)
    .closest('li') as HTMLElement
const panel = () => screen.getByRole('dialog', { name: /request$/ })
async function openLeave(path = '/leave') {
  const view = renderApp(path)
  // The first visit loads the page's chunks, which takes a few seconds on two cores.
  await screen.findByRole('heading', { level: 1, name: 'Leave Request', hidden: true }, { timeout: 15_000 })
  return view
}

describe('/leave: the list, the balances and a request’s detail', { timeout: 30_000 }, () => {
  it('lists the requests newest change first with balances that count pending days', async () => {
    await openLeave()
    await shows('Showing 1–10 of 14')
    expect(rows()[0]?.textContent).toContain('Vacation Leave')
    expect(rows()[0]?.textContent).toContain('Pending')
    await waitFor(() => expect(balanceOf('Vacation Leave').textContent).toContain('11 of 20 days left'))
    expect(balanceOf('Vacation Leave').textContent).toContain('8.5 used · 0.5 pending approval')
  })

  it('opens a request’s detail from the URL: every field, its file through a signed link, and who decided when', async () => {
    const opened = { location: { href: '' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window)
    const objectUrl = vi.fn(() => 'blob:medical-certificate')
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: () => {} })

    await openLeave('/leave?leave_type=sick&request=2')
    const detail = within(await screen.findByRole('dialog', { name: 'Sick Leave request' }))
    await detail.findByText('Flu with high fever; medical certificate attached.')
    expect(detail.getByText('Days charged').nextSibling?.textContent).toBe('2')
    const history = within(detail.getByRole('list', { name: 'Status history' })).getAllByRole('listitem')
    expect(history.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Pending\s*by Maria Santos/),
      expect.stringMatching(/^Approved\s*by /),
    ])
    // Settled: nothing to cancel.
    expect(detail.queryByRole('button', { name: /cancel/i })).toBeNull()

    await userEvent.click(detail.getByRole('button', { name: /medical-certificate\.pdf/ }))
    await waitFor(() => expect(opened.location.href).toBe('blob:medical-certificate'))
    const [[blob]] = objectUrl.mock.calls as unknown as [[Blob]]
    expect(blob.type).toBe('application/pdf')
  })

  it('cancels a pending request with remarks: the detail, the list and the balance agree at once', async () => {
    await openLeave('/leave?request=11')
    const detail = within(await screen.findByRole('dialog', { name: 'Half Day (Afternoon) request' }))
    expect(detail.queryByRole('button', { name: 'Ask to cancel' })).toBeNull()
    await userEvent.click(await detail.findByRole('button', { name: 'Cancel request' }))
    const confirm = within(screen.getByRole('alertdialog', { name: 'Cancel this leave request?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel request' }))
    expect(await confirm.findByText(/remarks field is required|Enter the remarks|required/i)).toBeTruthy()
    await userEvent.type(confirm.getByRole('textbox', { name: 'Remarks' }), 'The bank moved my appointment.')
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel request' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())

    expect(within(panel()).getAllByText('Cancelled').length).toBeGreaterThan(0)
    expect(within(panel()).getByText('The bank moved my appointment.', { selector: 'dd' })).toBeTruthy()
    expect(within(panel()).queryByRole('button', { name: 'Cancel request' })).toBeNull()
    await waitFor(() => expect(balanceOf('Vacation Leave').textContent).toContain('11.5 of 20 days left'))
    expect(balanceOf('Vacation Leave').textContent).not.toContain('pending')
  })

  it('asks for the cancellation of an approved request with a reason: For Cancellation', async () => {
    await openLeave('/leave?request=12')
    const detail = within(await screen.findByRole('dialog', { name: 'Vacation Leave request' }))
    expect(detail.queryByRole('button', { name: 'Cancel request' })).toBeNull()
    await userEvent.click(await detail.findByRole('button', { name: 'Ask to cancel' }))
    const confirm = within(screen.getByRole('alertdialog', { name: 'Ask to cancel this leave request?' }))
    await userEvent.type(confirm.getByRole('textbox', { name: 'Reason for cancelling' }), 'The reunion was postponed.')
    await userEvent.click(confirm.getByRole('button', { name: 'Ask to cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(within(panel()).getAllByText('For Cancellation').length).toBeGreaterThan(0)
    expect(within(panel()).queryByRole('button', { name: 'Ask to cancel' })).toBeNull()
    await waitFor(() => expect(rows().find((row) => row.textContent?.includes('For Cancellation'))).toBeTruthy())
  })

  it('filters by a date range in the URL, back at page 1, and Clear takes it away', async () => {
    const { router } = await openLeave('/leave?page=2')
    await shows('Showing 11–14 of 14')
    await pickDateRange('2026-11-02', '2026-11-27')
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ date_started: '2026-11-02', date_finished: '2026-11-27' }),
    )
    await shows('Showing 1–1 of 1')
    expect(rows()[0]?.textContent).toContain('Sick Leave')
    await userEvent.click(screen.getByRole('button', { name: 'Clear the dates filter' }))
    await shows('Showing 1–10 of 14')
    expect(router.state.location.search).toEqual({})
  })

  it('shows a failed list with Retry', async () => {
    server.use(
      http.get(
        leavesUrl,
        () => HttpResponse.json({ message: 'Server Error', data: null, errors: null }, { status: 500 }),
        { once: true },
      ),
    )
    await openLeave()
    expect(await screen.findByText('The leave requests could not be loaded.', {}, { timeout: 8000 })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await shows('Showing 1–10 of 14')
  })
})

describe('/leave: the request leave form', { timeout: 40_000 }, () => {
  async function openForm() {
    await openLeave()
    await userEvent.click(screen.getByRole('button', { name: 'Request leave' }))
    const form = within(await screen.findByRole('dialog', { name: 'Request leave' }))
    await form.findByRole('button', { name: 'File leave request' })
    return form
  }

  it('counts the working days and the balance left as the dates are picked, and files the leave', async () => {
    const { router } = await openLeave()
    await userEvent.click(screen.getByRole('button', { name: 'Request leave' }))
    const form = within(await screen.findByRole('dialog', { name: 'Request leave' }))
    expect(router.state.location.search).toMatchObject({ new: true })
    await chooseOption('Leave type', 'Vacation Leave')
    await pickDateRange('2026-12-02', '2026-12-06')
    expect(
      await form.findByText(
        'This charges 3 working days. On 2 Dec 2026 your Vacation Leave balance is 11 days; 8 days left after it.',
      ),
    ).toBeTruthy()
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Christmas shopping in Divisoria.')
    await userEvent.click(form.getByRole('button', { name: 'File leave request' }))

    const detail = within(await screen.findByRole('dialog', { name: 'Vacation Leave request' }, { timeout: 8000 }))
    expect(await detail.findByText('Christmas shopping in Divisoria.')).toBeTruthy()
    expect(router.state.location.search).not.toHaveProperty('new')
    await waitFor(() => expect(balanceOf('Vacation Leave').textContent).toContain('8 of 20 days left'))
    expect(balanceOf('Vacation Leave').textContent).toContain('3.5 pending approval')
    await shows('Showing 1–10 of 15')
  })

  it('takes one date for a half day, says so plainly when the dates hold no working day, and shows the server’s overlap refusal under the dates', async () => {
    const form = await openForm()
    await chooseOption('Leave type', 'Vacation Leave')
    // Saturday 28 to Monday 30 November, Bonifacio Day.
    await pickDateRange('2026-11-28', '2026-11-30')
    expect(
      await form.findByText(
        'These dates fall on weekends or holidays only, so there is no working day to take as leave.',
      ),
    ).toBeTruthy()

    await chooseOption('Leave type', 'Half Day (Morning)')
    await userEvent.click(form.getByRole('combobox', { name: /^Date/ }))
    await screen.findByRole('grid')
    await userEvent.click(calendarDay('2026-12-01'))
    expect(
      await form.findByText(
        /^This charges 0\.5 working days\. On 1 Dec 2026 your Vacation Leave balance is 11 days; 10\.5 days left after it\. You already have leave on/,
      ),
    ).toBeTruthy()
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Doctor’s appointment.')
    await userEvent.click(form.getByRole('button', { name: 'File leave request' }))
    expect(await form.findByText(/These dates overlap your half day/i, {}, { timeout: 8000 })).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Request leave' })).toBeTruthy()
  })

  it('shows the balance on the first day as accrued by then, and the days short with the advice to file them unpaid', async () => {
    const form = await openForm()
    await chooseOption('Leave type', 'Sick Leave')
    // 24 to 27 Nov: 11 months of 10/12 accrued (9.17), 3 used: 6.17 on 24 Nov.
    await pickDateRange('2026-11-24', '2026-11-27')
    expect(
      await form.findByText(
        'This charges 4 working days. On 24 Nov 2026 your Sick Leave balance is 6.17 days; 2.17 days left after it.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy()
    // Emergency leave: 3 a year, 1 used; 2 to 4 Dec needs 3.
    await chooseOption('Leave type', 'Emergency Leave')
    await userEvent.click(form.getByRole('combobox', { name: /^Dates/ }))
    await screen.findByRole('grid')
    await userEvent.click(calendarDay('2026-12-02'))
    await userEvent.click(calendarDay('2026-12-04'))
    expect(
      await form.findByText(
        'This charges 3 working days, but on 2 Dec 2026 your Emergency Leave balance is 2 days: 1 day short. File the rest as leave without pay.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy()
  })

  it('gives back what was typed after the form closes, until it is filed', async () => {
    const form = await openForm()
    await userEvent.type(form.getByRole('textbox', { name: 'Reason' }), 'Half-typed reason')
    await userEvent.click(form.getByRole('button', { name: 'Keep as draft' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request leave' })).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Request leave' }))
    const again = within(await screen.findByRole('dialog', { name: 'Request leave' }))
    expect(await again.findByRole('textbox', { name: 'Reason' })).toHaveProperty('value', 'Half-typed reason')
  })
})

describe('/leave: what will I have on a date', { timeout: 30_000 }, () => {
  it('answers each balance on the date picked in this year, with how it adds up', async () => {
    await openLeave()
    // It joins the page after the page's first paint (src/lib/after-first-paint.tsx).
    const card = within(await screen.findByRole('region', { name: 'What will I have on…' }))
    await userEvent.click(card.getByRole('combobox', { name: /^Date/ }))
    await screen.findByRole('grid')
    await userEvent.click(calendarDay('2026-11-27'))
    expect(await card.findByRole('heading', { name: 'On 27 Nov 2026' })).toBeTruthy()
    const vacation = () => card.getByText('Vacation Leave').closest('li') as HTMLElement
    expect(vacation().textContent).toContain('9.75 days')
    expect(vacation().textContent).toContain('13.75 accrued + 5 carried over − 8.5 used − 0.5 pending')

    // December's 1.25 is credited on 1 Dec.
    await userEvent.click(card.getByRole('combobox', { name: /^Date/ }))
    await screen.findByRole('grid')
    await userEvent.click(calendarDay('2026-12-01'))
    expect(await card.findByRole('heading', { name: 'On 1 Dec 2026' })).toBeTruthy()
    await waitFor(() => expect(vacation().textContent).toContain('11 days'))
    expect(vacation().textContent).toContain('15 accrued + 5 carried over')
  })
})
