import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { mariasPayslip } from '@mocks/test/maria-payslips'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderApp, renderPage } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'

// docs/product/screen-expectations.md#payslips, against the real mock on Monday 23 November 2026: Maria Santos has 21
// payslips in 2026 (₱29,250 of basic pay each, one day of leave without pay in July), so her 13th-month
// pay so far is ₱611,560.34 / 12 = ₱50,963.36 (mocks/handlers/payslip-thirteenth-month.test.ts).
runMockServerAroundEachTest()
seedOnMonday23November()

signInEachTest('regular')

const apiUrl = (path: string) => `${window.location.origin}/api/v1/employee${path}`
const region = (name: string) => screen.getByRole('region', { name })

describe('/payslip: the 13th-month pay so far', { timeout: 30_000 }, () => {
  it('keeps the amounts hidden until revealed, with the due date and the tax-exempt part', async () => {
    await renderPage('/payslip', 'Payslip')
    const card = within(region('13th-month pay'))
    expect(await card.findByText('13th-month pay so far', {}, { timeout: 8000 })).toBeTruthy()
    expect(card.getByText(/^Due by 24 Dec/)).toBeTruthy()
    expect(card.queryByText(/50,963\.36/)).toBeNull()
    expect(card.getAllByText('Hidden')).toHaveLength(2)

    await userEvent.click(within(region('Latest payslip')).getByRole('button', { name: 'Show amounts' }))
    expect(card.getByText('₱50,963.36')).toBeTruthy()
    expect(card.getByText(/^Tax-exempt:/).textContent).toBe(
      'Tax-exempt: ₱50,963.36 (up to ₱90,000 a year with other benefits)',
    )
    await userEvent.click(within(region('Latest payslip')).getByRole('button', { name: 'Hide amounts' }))
    expect(card.queryByText(/50,963\.36/)).toBeNull()
  })

  it('says when nothing is earned yet this year, and when it cannot be loaded', async () => {
    server.use(
      http.get(apiUrl('/payslips/thirteenth-month'), () =>
        HttpResponse.json({ message: 'Payroll is offline.' }, { status: 503 }),
      ),
    )
    await renderPage('/payslip', 'Payslip')
    expect(await screen.findByText('Your 13th-month pay could not be loaded', {}, { timeout: 8000 })).toBeTruthy()

    server.resetHandlers()
    server.use(
      http.get(apiUrl('/payslips/thirteenth-month'), () =>
        HttpResponse.json({
          message: 'Your 13th-month pay so far.',
          data: {
            year: 2026,
            earned_so_far: 0,
            basic_pay_counted: 0,
            payslips_counted: 0,
            due_on: '2026-12-24',
            tax_exempt_ceiling: 90_000,
            other_benefits_so_far: 0,
            tax_exempt_part: 0,
            taxable_part: 0,
            paid: null,
          },
          errors: null,
        }),
      ),
    )
    // The page reads its payslips again once the latest one is marked viewed, which can put a second try of
    // the failing answer in flight: Retry is busy until it ends, as a user would see it.
    const retry = within(region('13th-month pay')).getByRole('button', { name: 'Retry' })
    await waitFor(() => expect(retry).toHaveProperty('disabled', false), { timeout: 8000 })
    await userEvent.click(retry)
    expect(
      await screen.findByText(
        'Your 13th-month pay for 2026 starts adding up with your first payslip of the year.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy()
  })
})

describe("the dashboard's payslip card: the 13th-month pay so far", { timeout: 30_000 }, () => {
  it('comes with the dashboard, hidden until revealed with the net pay', async () => {
    renderApp('/dashboard')
    const card = within(await screen.findByRole('region', { name: 'Latest payslip' }, { timeout: 15_000 }))
    expect(card.getByText('13th-month pay so far')).toBeTruthy()
    expect(card.getByText(/^Due by 24 Dec/)).toBeTruthy()
    expect(card.queryByText(/50,963\.36/)).toBeNull()

    await userEvent.click(card.getByRole('button', { name: 'Show amounts' }))
    expect(card.getByText('₱50,963.36')).toBeTruthy()
    expect(card.getByText(/^Tax-exempt:/).textContent).toContain('₱50,963.36')
  })
})

describe('/payslip/$id: why did my net pay change?', { timeout: 30_000 }, () => {
  it('explains a release cut-off against the one before, net change first, each line in plain words', async () => {
    const november = mariasPayslip(2026, 11, 'first_half')
    await renderPage(`/payslip/${november.id}`, 'Payslip for 1–15 Nov 2026')
    const section = within(region('Why did my net pay change?'))
    expect(
      await section.findByText(/^Your net pay rose by/, {}, { timeout: 8000 }).then((line) => line.textContent),
    ).toBe('Your net pay rose by ₱2,124.82 from your payslip for 16–31 Oct 2026.')
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '+Overtime (6 hours at 125%) added: ₱2,521.55 more',
      '+Night differential (4 hours at 10%) added: ₱134.48 more',
      '−Withholding tax rose by ₱531.21',
    ])
  })

  it('names leave without pay taken as money less', async () => {
    await renderPage(`/payslip/${mariasPayslip(2026, 7, 'second_half').id}`, 'Payslip for 16–31 Jul 2026')
    const section = within(region('Why did my net pay change?'))
    expect(
      await section.findByText(/^Your net pay fell by/, {}, { timeout: 8000 }).then((line) => line.textContent),
    ).toBe('Your net pay fell by ₱4,276.55 from your payslip for 1–15 Jul 2026.')
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      '−Leave without pay (1 day): ₱2,689.66 less',
    )
  })

  it("explains the year's last payslip: the 13th-month pay and the year-end tax refund, shown as lines too", async () => {
    // 23 Dec 2025: Maria's 2025 tax is nil (₱167,918.53 taxable, under ₱250,000), so the ₱19,208.31 withheld
    // comes back (mocks/handlers/payslip-changes.test.ts works the figures).
    await renderPage(`/payslip/${mariasPayslip(2025, 12, 'second_half').id}`, 'Payslip for 16–31 Dec 2025')
    const section = within(region('Why did my net pay change?'))
    expect(
      await section.findByText(/^Your net pay rose by/, {}, { timeout: 8000 }).then((line) => line.textContent),
    ).toBe('Your net pay rose by ₱33,833.31 from your payslip for 1–15 Dec 2025.')
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '+13th-month pay added: ₱14,625.00 more',
      '+Year-end tax refund added: ₱19,208.31 more',
    ])
    const earnings = within(screen.getByRole('table', { name: 'Earnings' }))
    expect(earnings.getByRole('row', { name: 'Year-end tax refund ₱19,208.31' })).toBeTruthy()
  })

  it('says the first payslip has nothing to compare with', async () => {
    await renderPage(`/payslip/${mariasPayslip(2025, 10, 'first_half').id}`, 'Payslip for 1–15 Oct 2025')
    expect(
      await within(region('Why did my net pay change?')).findByText(
        'This is your first payslip: there is no payslip before it to compare with.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy()
  })

  it('says when the comparison cannot be loaded, the payslip still shown', async () => {
    server.use(
      http.get(apiUrl('/payslips/:id/changes'), () => HttpResponse.json({ message: 'Offline.' }, { status: 503 })),
    )
    const november = mariasPayslip(2026, 11, 'first_half')
    await renderPage(`/payslip/${november.id}`, 'Payslip for 1–15 Nov 2026')
    expect(
      await screen.findByText('The comparison with your payslip before could not be loaded', {}, { timeout: 8000 }),
    ).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('table', { name: 'Earnings' })).toBeTruthy())
  })
})
