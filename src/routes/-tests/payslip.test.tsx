import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { mariasPayslip } from '@mocks/test/maria-payslips'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { queryClient } from '@/app/query-client'
import { renderPage } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'

// /payslip against the real mock, seeded on Monday 23 November 2026: Maria Santos (hired September
// 2025) has 27 payslips, from 1-15 October 2025 to 1-15 November 2026; the latest two are unopened.
runMockServerAroundEachTest()
seedOnMonday23November()

signInEachTest('regular')

const apiUrl = (path: string) => `${window.location.origin}/api/v1/employee${path}`
const summary = () => screen.getByText(/^Showing \d+–\d+ of \d+$/)
async function shows(text: string) {
  await waitFor(() => expect(summary().textContent).toBe(text), { timeout: 8000 })
}
const rows = () =>
  within(screen.getByRole('table', { name: 'Payslips', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
const latestCard = () => screen.getByRole('region', { name: 'Latest payslip' })
const payslipLink = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Payslip/ })

const openPayslips = (path = '/payslip', heading = 'Payslip') => renderPage(path, heading)

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('/payslip: the latest payslip and the list', { timeout: 30_000 }, () => {
  it('lists newest first with the unopened marked, pages, and filters by year and month in the URL, back at page 1', async () => {
    const { router } = await openPayslips()
    await shows('Showing 1–10 of 27')
    expect(rows()[0]?.textContent).toMatch(/^1\D+15 Nov 2026/)
    expect(rows().map((row) => within(row).queryByText('New') !== null)).toEqual([
      true,
      true,
      ...Array<boolean>(8).fill(false),
    ])

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }))
    await shows('Showing 11–20 of 27')

    await choose('Year', '2025')
    await waitFor(() => expect(router.state.location.search).toEqual({ payslip_year: 2025 }))
    await shows('Showing 1–6 of 6')
    await choose('Month', 'December')
    await waitFor(() => expect(router.state.location.search).toEqual({ payslip_year: 2025, payslip_month: 12 }))
    await shows('Showing 1–2 of 2')
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^16\D+31 Dec 2025/),
      expect.stringMatching(/^1\D+15 Dec 2025/),
    ])

    // 'All' takes the year off the URL again: December of every year (only 2025's so far).
    await choose('Year', 'All')
    await waitFor(() => expect(router.state.location.search).toEqual({ payslip_month: 12 }))
    await shows('Showing 1–2 of 2')
  })

  it('reads the filters from the URL and says when nothing matches', async () => {
    await openPayslips('/payslip?payslip_year=2024')
    expect(await screen.findByText('No payslips for this year and month.')).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Year' }).textContent).toBe('2024')
  })

  it('hides every amount until revealed, on the latest payslip and in the list alike', async () => {
    await openPayslips()
    await shows('Showing 1–10 of 27')
    const latest = mariasPayslip(2026, 11, 'first_half')
    const net = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(latest.net_pay)
    expect(screen.queryAllByText(/₱[\d,]+\.\d\d/)).toHaveLength(0)
    expect(within(latestCard()).getByText('1–15 Nov 2026')).toBeTruthy()

    await userEvent.click(within(latestCard()).getByRole('button', { name: 'Show amounts' }))
    expect(within(latestCard()).getByText(net)).toBeTruthy()
    expect(within(rows()[0]!).getByText(net)).toBeTruthy()
    await userEvent.click(within(latestCard()).getByRole('button', { name: 'Hide amounts' }))
    expect(screen.queryAllByText(/₱[\d,]+\.\d\d/)).toHaveLength(0)
  })

  it('says so when the payslips cannot be loaded, and when there are none yet', async () => {
    server.use(
      http.get(apiUrl('/payslips'), () => HttpResponse.json({ message: 'Payroll is offline.' }, { status: 503 })),
    )
    await openPayslips()
    expect(await screen.findByText('The payslips could not be loaded.', {}, { timeout: 8000 })).toBeTruthy()

    server.use(
      http.get(apiUrl('/payslips'), () =>
        HttpResponse.json({
          message: 'Your payslips.',
          data: [],
          meta: { current_page: 1, from: null, last_page: 1, per_page: 10, to: null, total: 0 },
          errors: null,
        }),
      ),
      http.get(apiUrl('/payslips/latest'), () => HttpResponse.json({ message: 'None yet.', data: null, errors: null })),
    )
    await act(() => queryClient.invalidateQueries())
    expect(await screen.findByText(/No payslip has been published for you yet/, {}, { timeout: 8000 })).toBeTruthy()
    expect(within(latestCard()).getByText(/No payslip yet/)).toBeTruthy()
  })
})

describe('/payslip/$id: one payslip', { timeout: 30_000 }, () => {
  it('opens from the list with its lines, marks it viewed and lowers the sidebar’s unviewed count', async () => {
    const { router } = await openPayslips()
    await shows('Showing 1–10 of 27')
    await waitFor(() => expect(payslipLink().getAttribute('aria-label')).toBe('Payslip, 2 unviewed'))

    await userEvent.click(within(rows()[0]!).getByRole('link', { name: 'View payslip for 1–15 Nov 2026' }))
    await screen.findByRole('heading', { level: 1, name: 'Payslip for 1–15 Nov 2026' }, { timeout: 15_000 })
    expect(router.state.location.pathname).toBe(`/payslip/${mariasPayslip(2026, 11, 'first_half').id}`)
    const earnings = within(screen.getByRole('table', { name: 'Earnings' }))
    expect(earnings.getByRole('row', { name: /Overtime \(6 hours at 125%\)/ }).textContent).toContain('₱2,521.55')
    const deductions = within(screen.getByRole('table', { name: 'Deductions' }))
    expect(deductions.getByRole('row', { name: /SSS contribution/ }).textContent).toBe(
      'SSS contribution₱875.00₱1,750.00',
    )
    expect(screen.getByRole('table', { name: 'Year to date (2026)' })).toBeTruthy()
    await waitFor(() => expect(payslipLink().getAttribute('aria-label')).toBe('Payslip, 1 unviewed'))

    await userEvent.click(screen.getByRole('link', { name: '← All payslips' }))
    await shows('Showing 1–10 of 27')
    await waitFor(() => expect(within(rows()[0]!).getByText('Opened')).toBeTruthy())
  })

  it('shows the 13th-month pay on the second December payslip', async () => {
    await openPayslips(`/payslip/${mariasPayslip(2025, 12, 'second_half').id}`, 'Payslip for 16–31 Dec 2025')
    expect(screen.getByText('Includes your 13th-month pay.')).toBeTruthy()
    expect(
      within(screen.getByRole('table', { name: 'Earnings' })).getByRole('row', { name: /13th-month pay/ }).textContent,
    ).toContain('₱14,625.00')
  })

  it('downloads the PDF named by its period, and says so when the download fails, the page still usable', async () => {
    const saved: string[] = []
    Object.assign(URL, { createObjectURL: () => 'blob:payslip', revokeObjectURL: () => {} })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    const id = mariasPayslip(2026, 11, 'first_half').id
    await openPayslips(`/payslip/${id}`, 'Payslip for 1–15 Nov 2026')

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    await waitFor(() => expect(saved).toEqual(['payslip-2026-11-first-half.pdf']))

    server.use(
      http.get(apiUrl(`/payslips/${id}/download`), () =>
        HttpResponse.json({ message: 'The PDF service is down.' }, { status: 503 }),
      ),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }))
    expect(
      await screen.findByText('The PDF could not be downloaded: The PDF service is down. Try again.'),
    ).toHaveProperty('role', 'alert')
    expect(saved).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveProperty('disabled', false)
    expect(screen.getByRole('table', { name: 'Earnings' })).toBeTruthy()
  })
})
