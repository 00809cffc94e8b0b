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

// /item against the real mock, seeded on Monday 23 November 2026 at 09:00 in Manila: Maria Santos has
// 10 expense requests (mocks/seed/expense.ts, ids in that order): 3 trainings, 4 items and 3 others.
runMockServerAroundEachTest()
seedOnMonday23November()

const seeded = {
  awsExam: 1, // training, approved, taken in July
  chair: 4, // item, approved, with its receipt
  monitor: 5, // item, pending
  grabRides: 8, // others, approved, with receipts
}

signInEachTest('regular')

const expensesUrl = `${window.location.origin}/api/v1/employee/item-requests`
const summary = () => screen.getByText(/^Showing \d+–\d+ of \d+$/)
async function shows(text: string) {
  await waitFor(() => expect(summary().textContent).toBe(text), { timeout: 8000 })
}
const rows = () =>
  within(screen.getByRole('table', { name: 'Expense requests', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
const panel = () => screen.getByRole('dialog', { name: /request$/ })
const day = (isoDate: string) => document.querySelector<HTMLButtonElement>(`button[data-day="${isoDate}"]`)!

async function openExpenses(path = '/item') {
  const view = renderApp(path)
  // The first visit loads the page's chunks, which takes a few seconds on two cores.
  await screen.findByRole('heading', { level: 1, name: 'Expense Request', hidden: true }, { timeout: 15_000 })
  return view
}

// find, not get: a form shows a moment after its dialog opens (a lazy part, decision 36).
async function choose(label: string | RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('/item: the list and a request’s detail', { timeout: 30_000 }, () => {
  it('lists the requests newest change first, costing with the peso sign and PHP, filters kept in the URL', async () => {
    const { router } = await openExpenses()
    await shows('Showing 1–10 of 10')
    expect(rows()[0]?.textContent).toContain('27-inch monitor (Dell P2723D)')
    expect(rows()[0]?.textContent).toContain('₱18,990.00 PHP')
    expect(rows()[0]?.textContent).toContain('Pending')

    await choose('Item type', 'Training')
    await waitFor(() => expect(router.state.location.search).toEqual({ item_type: 'training' }))
    await shows('Showing 1–3 of 3')
    expect(rows().every((row) => row.textContent?.includes('Training'))).toBe(true)
    // A training's dates are its own: the React Summit is six weeks ahead, not the day it was filed.
    expect(rows().find((row) => row.textContent?.includes('React Summit'))?.textContent).toMatch(/Jan 2027/)

    await choose('Status', 'Pending')
    await waitFor(() => expect(router.state.location.search).toEqual({ item_type: 'training', status: 'pending' }))
    await shows('Showing 1–1 of 1')
    expect(rows()[0]?.textContent).toContain('React Summit Manila (2-day conference)')
  })

  it('opens a request’s detail from the URL: every field, its receipt through a signed link, and who decided when', async () => {
    const opened = { location: { href: '' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window)
    const objectUrl = vi.fn(() => 'blob:chair-receipt')
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: () => {} })

    await openExpenses(`/item?item_type=item&request=${seeded.chair}`)
    const detail = within(await screen.findByRole('dialog', { name: 'Item request' }))
    await detail.findByText('Mesh chair with lumbar support, per the WFH equipment policy.')
    expect(detail.getByText('Costing').nextSibling?.textContent).toBe('₱12,450.00 PHP')
    expect(detail.getByText('Item name').nextSibling?.textContent).toBe('Ergonomic office chair for the home office')
    const history = within(detail.getByRole('list', { name: 'Status history' })).getAllByRole('listitem')
    expect(history.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Pending\s*by Maria Santos/),
      expect.stringMatching(/^Approved\s*by /),
    ])
    // Approved: its cancellation can be asked, not the request cancelled outright.
    expect(detail.getByRole('button', { name: 'Ask to cancel' })).toBeTruthy()
    expect(detail.queryByRole('button', { name: 'Cancel request' })).toBeNull()

    await userEvent.click(detail.getByRole('button', { name: /chair-receipt\.pdf/ }))
    await waitFor(() => expect(opened.location.href).toBe('blob:chair-receipt'))
    const [[blob]] = objectUrl.mock.calls as unknown as [[Blob]]
    expect(blob.type).toBe('application/pdf')
  })

  it('offers no cancellation of an approved training that is over', async () => {
    await openExpenses(`/item?request=${seeded.awsExam}`)
    const detail = within(await screen.findByRole('dialog', { name: 'Training request' }))
    expect(await detail.findByText('Training dates')).toBeTruthy()
    expect(detail.getAllByText('Approved').length).toBeGreaterThan(0)
    expect(detail.queryByRole('button', { name: /cancel/i })).toBeNull()
  })

  it('cancels a pending request with remarks: the detail and the list agree at once', async () => {
    await openExpenses(`/item?request=${seeded.monitor}`)
    const detail = within(await screen.findByRole('dialog', { name: 'Item request' }))
    expect(detail.queryByRole('button', { name: 'Ask to cancel' })).toBeNull()
    await userEvent.click(await detail.findByRole('button', { name: 'Cancel request' }))
    const confirm = within(screen.getByRole('alertdialog', { name: 'Cancel this expense request?' }))
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel request' }))
    expect(confirm.getByRole('textbox', { name: 'Remarks' }).getAttribute('aria-invalid')).toBe('true')
    await userEvent.type(confirm.getByRole('textbox', { name: 'Remarks' }), 'The office has a spare monitor.')
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel request' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())

    expect(within(panel()).getAllByText('Cancelled').length).toBeGreaterThan(0)
    expect(within(panel()).getByText('The office has a spare monitor.', { selector: 'dd' })).toBeTruthy()
    expect(within(panel()).queryByRole('button', { name: 'Cancel request' })).toBeNull()
    await waitFor(() =>
      expect(rows().find((row) => row.textContent?.includes('27-inch monitor'))?.textContent).toContain('Cancelled'),
    )
  })

  it('asks for the cancellation of an approved request with a reason: For Cancellation', async () => {
    await openExpenses(`/item?request=${seeded.grabRides}`)
    const detail = within(await screen.findByRole('dialog', { name: 'Others request' }))
    await userEvent.click(await detail.findByRole('button', { name: 'Ask to cancel' }))
    const confirm = within(screen.getByRole('alertdialog', { name: 'Ask to cancel this expense request?' }))
    await userEvent.type(confirm.getByRole('textbox', { name: 'Reason for cancelling' }), 'The client paid the rides.')
    await userEvent.click(confirm.getByRole('button', { name: 'Ask to cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(within(panel()).getAllByText('For Cancellation').length).toBeGreaterThan(0)
    expect(within(panel()).getByText('The client paid the rides.', { selector: 'dd' })).toBeTruthy()
    expect(within(panel()).queryByRole('button', { name: 'Ask to cancel' })).toBeNull()
    await waitFor(() =>
      expect(rows().find((row) => row.textContent?.includes('Grab rides'))?.textContent).toContain('For Cancellation'),
    )
  })

  it('shows a failed list with Retry', async () => {
    server.use(
      http.get(
        expensesUrl,
        () => HttpResponse.json({ message: 'Server Error', data: null, errors: null }, { status: 500 }),
        { once: true },
      ),
    )
    await openExpenses()
    expect(await screen.findByText('The expense requests could not be loaded.', {}, { timeout: 8000 })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await shows('Showing 1–10 of 10')
  })
})

describe('/item: the expense request form', { timeout: 40_000 }, () => {
  async function openForm() {
    const view = await openExpenses()
    await userEvent.click(screen.getByRole('button', { name: 'File an expense request' }))
    const form = within(await screen.findByRole('dialog', { name: 'File an expense request' }))
    await form.findByRole('button', { name: 'File expense request' })
    return { ...view, form }
  }

  it('asks a training for its dates, and files it with its costing: its detail opens and the list has it', async () => {
    const { router, form } = await openForm()
    expect(router.state.location.search).toMatchObject({ new: true })
    expect(form.queryByRole('combobox', { name: /^Training dates/ })).toBeNull()
    await choose('Request type', 'Training')
    await userEvent.type(form.getByRole('textbox', { name: 'Item name' }), 'Kubernetes workshop in BGC')
    await userEvent.type(form.getByRole('textbox', { name: /^Costing/ }), '12500.50')
    expect(form.getByRole('textbox', { name: /^Costing/ })).toHaveProperty('value', '12,500.50')
    await userEvent.click(form.getByRole('button', { name: 'File expense request' }))
    expect(await form.findByText('The training start date is required for a training request.')).toBeTruthy()

    await userEvent.click(form.getByRole('combobox', { name: /^Training dates/ }))
    // The calendar shows once its code is here (a lazy part of the picker).
    await screen.findByRole('grid')
    await userEvent.click(day('2026-11-26'))
    await userEvent.click(day('2026-11-27'))
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull())
    await userEvent.type(form.getByRole('textbox', { name: /^Description/ }), 'Two days of hands-on labs.')
    await userEvent.click(form.getByRole('button', { name: 'File expense request' }))

    const detail = within(await screen.findByRole('dialog', { name: 'Training request' }, { timeout: 8000 }))
    expect(await detail.findByText('Two days of hands-on labs.')).toBeTruthy()
    expect(detail.getByText('Costing').nextSibling?.textContent).toBe('₱12,500.50 PHP')
    expect(detail.getByText('Training dates').nextSibling?.textContent).toMatch(/26.27 Nov 2026/)
    expect(detail.getAllByText('Pending').length).toBeGreaterThan(0)
    expect(router.state.location.search).not.toHaveProperty('new')
    await shows('Showing 1–10 of 11')
  })

  it('refuses a negative costing before sending, keeping what was pasted, and shows the server’s refusal under the costing', async () => {
    const { form } = await openForm()
    await choose('Request type', 'Item')
    await userEvent.type(form.getByRole('textbox', { name: 'Item name' }), 'Standing desk')
    // docs/product/validation.md#numbers-and-money: numeric fields reject negatives; a pasted -250 never becomes a
    // claim of 250.
    await userEvent.click(form.getByRole('textbox', { name: /^Costing/ }))
    await userEvent.paste('-250')
    await userEvent.click(form.getByRole('button', { name: 'File expense request' }))
    expect(await form.findByText('The costing must be greater than zero.')).toBeTruthy()
    expect(form.getByRole('textbox', { name: /^Costing/ })).toHaveProperty('value', '-250')
    expect(form.getByRole('textbox', { name: /^Costing/ }).getAttribute('aria-invalid')).toBe('true')

    server.use(
      http.post(
        expensesUrl,
        () =>
          HttpResponse.json(
            {
              message: 'The given data was invalid.',
              data: null,
              errors: { costing: ['The costing is above what an item may cost without a quotation.'] },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    )
    await userEvent.clear(form.getByRole('textbox', { name: /^Costing/ }))
    await userEvent.type(form.getByRole('textbox', { name: /^Costing/ }), '95000')
    await userEvent.click(form.getByRole('button', { name: 'File expense request' }))
    const costing = form.getByRole('textbox', { name: /^Costing/ })
    expect(
      await form.findByText('The costing is above what an item may cost without a quotation.', {}, { timeout: 8000 }),
    ).toBeTruthy()
    expect(costing.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'File an expense request' })).toBeTruthy()
  })

  it('gives back what was typed after the form closes, until it is filed', async () => {
    const { form } = await openForm()
    await choose('Request type', 'Training')
    await userEvent.type(form.getByRole('textbox', { name: 'Item name' }), 'Half-typed workshop')
    await userEvent.type(form.getByRole('textbox', { name: /^Costing/ }), '3200')
    await userEvent.click(form.getByRole('button', { name: 'Keep as draft' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'File an expense request' })).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'File an expense request' }))
    const again = within(await screen.findByRole('dialog', { name: 'File an expense request' }))
    expect(await again.findByRole('textbox', { name: 'Item name' })).toHaveProperty('value', 'Half-typed workshop')
    expect(again.getByRole('textbox', { name: /^Costing/ })).toHaveProperty('value', '3,200')
    expect(again.getByRole('combobox', { name: 'Request type' }).textContent).toContain('Training')
    expect(again.getByRole('combobox', { name: /^Training dates/ })).toBeTruthy()
  })
})
