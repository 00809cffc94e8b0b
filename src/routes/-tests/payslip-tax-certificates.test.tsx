import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderPage } from '@/app/testing/render-app'
import { signIn, signInEachTest } from '@/test/signed-in'

// /payslip's BIR Form 2316 section against the real mock, seeded on Monday 23 November 2026: Maria
// Santos has her 2025 certificate (six cut-offs, 1 Oct to 31 Dec 2025); 2026's comes by 31 January 2027.
runMockServerAroundEachTest()
seedOnMonday23November()

signInEachTest('regular')

const apiUrl = (path: string) => `${window.location.origin}/api/v1/employee${path}`
/** /payslip, once its tax certificates have joined it (after the page's first paint). */
async function openPayslips() {
  await renderPage('/payslip', 'Payslip')
  await screen.findByRole('region', { name: 'Tax certificates (BIR Form 2316)' })
}
const section = () => screen.getByRole('region', { name: 'Tax certificates (BIR Form 2316)' })
const year2025 = () => within(section()).getByRole('article', { name: '2025' })

describe('/payslip: tax certificates (BIR Form 2316)', { timeout: 30_000 }, () => {
  it("lists 2025 with its employer and period, its figures hidden until revealed, and says when 2026's comes", async () => {
    await openPayslips()
    await within(section()).findByRole('article', { name: '2025' }, { timeout: 8000 })
    expect(within(year2025()).getByText('Bayanihan Tech Solutions Inc. · 1 Oct – 31 Dec 2025')).toBeTruthy()
    expect(within(section()).getByText('Your BIR Form 2316 for 2026 will be here by 31 Jan 2027.')).toBeTruthy()
    await waitFor(() => expect(within(year2025()).getByText('Gross compensation')).toBeTruthy())
    expect(within(section()).queryAllByText(/₱[\d,]+\.\d\d/)).toHaveLength(0)

    await userEvent.click(within(section()).getByRole('button', { name: 'Show amounts' }))
    const figures = Object.fromEntries(
      within(year2025())
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    )
    expect(figures).toEqual({
      'Gross compensation': '₱198,781.03',
      'Non-taxable compensation': '₱30,862.50',
      'Taxable compensation': '₱167,918.53',
      'Tax due': '₱0.00',
      // Withheld by the semi-monthly table, all of it refunded on 23 Dec 2025 (the year's tax is nil).
      'Refunded on your last payslip of the year': '₱19,208.31',
      'Tax withheld, after the adjustment': '₱0.00',
    })
    // One switch for the page: the latest payslip's amounts show too, and hide together.
    expect(
      within(screen.getByRole('region', { name: 'Latest payslip' })).getByRole('button', { name: 'Hide amounts' }),
    ).toBeTruthy()
    await userEvent.click(within(section()).getByRole('button', { name: 'Hide amounts' }))
    expect(screen.queryAllByText(/₱[\d,]+\.\d\d/)).toHaveLength(0)
  })

  it('downloads the year’s PDF under its name, and says so when the download fails', async () => {
    const saved: string[] = []
    Object.assign(URL, { createObjectURL: () => 'blob:certificate', revokeObjectURL: () => {} })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    await openPayslips()
    const button = await within(section()).findByRole(
      'button',
      { name: 'Download PDF of the 2025 certificate' },
      { timeout: 8000 },
    )
    await userEvent.click(button)
    await waitFor(() => expect(saved).toEqual(['bir-2316-2025.pdf']))

    server.use(
      http.get(apiUrl('/tax-certificates/2025/download'), () =>
        HttpResponse.json({ message: 'The PDF service is down.' }, { status: 503 }),
      ),
    )
    await userEvent.click(button)
    expect(
      await within(year2025()).findByText('The PDF could not be downloaded: The PDF service is down. Try again.'),
    ).toHaveProperty('role', 'alert')
    expect(saved).toHaveLength(1)
  })

  it('says when the first certificate will come, for someone with none yet', async () => {
    await signIn('probationary') // hired in September 2026: no certificate yet
    await openPayslips()
    expect(
      await within(section()).findByText(
        'Your BIR Form 2316 for 2026 will be here by 31 Jan 2027.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy()
    expect(within(section()).queryByRole('article')).toBeNull()
    expect(within(section()).queryByRole('button', { name: 'Show amounts' })).toBeNull()
  })

  it('says so when the certificates cannot be loaded, with Retry', async () => {
    server.use(
      http.get(apiUrl('/tax-certificates'), () =>
        HttpResponse.json({ message: 'Payroll is offline.' }, { status: 503 }),
      ),
    )
    await openPayslips()
    expect(
      await within(section()).findByRole(
        'heading',
        { name: 'Your tax certificates could not be loaded' },
        { timeout: 8000 },
      ),
    ).toBeTruthy()
    expect(within(section()).getByRole('button', { name: /Retry/ })).toBeTruthy()
  })
})
