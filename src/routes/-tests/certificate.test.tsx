import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { control, server } from '@mocks/node'
import { loginAs } from '@mocks/test/login-as'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderApp } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'

// /certificate against the real mock, seeded on Monday 23 November 2026 at 09:00 in Manila: Maria
// Santos has asked for no certificate yet.
runMockServerAroundEachTest()
seedOnMonday23November()
signInEachTest('regular')

const certificatesUrl = `${window.location.origin}/api/v1/employee/certificate-requests`
const summary = () => screen.getByText(/^Showing \d+–\d+ of \d+$/)
const rows = () =>
  within(screen.getByRole('table', { name: 'Certificate requests', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
const day = (isoDate: string) => document.querySelector<HTMLButtonElement>(`button[data-day="${isoDate}"]`)!

async function openCertificates(path = '/certificate') {
  const view = renderApp(path)
  // The first visit loads the page's chunks, which takes a few seconds on two cores.
  await screen.findByRole('heading', { level: 1, name: 'Certificate of Employment', hidden: true }, { timeout: 15_000 })
  return view
}

async function choose(label: string | RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** A certificate filed through the API, as the form files it, and approved by HR when asked. */
async function filed({ approve }: { approve?: { pay: boolean } } = {}) {
  const { client } = await loginAs('regular')
  const answer = await client.certificate.create({
    body: { purpose: 'visa_travel', include_compensation: true, copies: 2, needed_by: '2026-12-04' },
  })
  if (answer.status !== 201) throw new Error(`filing answered ${answer.status}`)
  if (approve) await control.approveCertificate(answer.body.data.id, null, approve.pay)
  return answer.body.data.id
}

describe('/certificate: the list and a request’s detail', { timeout: 30_000 }, () => {
  it('says so when nothing was asked for yet', async () => {
    await openCertificates()
    expect(
      await screen.findByText('You have not asked for a certificate of employment yet.', {}, { timeout: 8000 }),
    ).toBeTruthy()
  })

  it('shows an approved request’s fields, downloads its certificate, and says so when a download fails', async () => {
    const id = await filed({ approve: { pay: true } })
    const saved: { name: string; type: string }[] = []
    const objectUrl = vi.fn((_blob: Blob) => 'blob:certificate')
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: () => {} })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: objectUrl.mock.calls.at(-1)?.[0].type ?? '' })
    })
    await openCertificates(`/certificate?request=${id}`)
    const detail = within(await screen.findByRole('dialog', { name: 'Certificate of employment request' }))
    expect((await detail.findByText('Purpose')).nextSibling?.textContent).toBe('Visa or travel')
    expect(detail.getByText('Addressed to').nextSibling?.textContent).toBe('To whom it may concern')
    expect(detail.getByText('Compensation').nextSibling?.textContent).toBe('The monthly basic pay is shown')
    expect(detail.getByText('Copies').nextSibling?.textContent).toBe('2 copies')
    expect(detail.getByText('Needed by').nextSibling?.textContent).toBe('4 Dec 2026')

    // The kind's own action shows once the detail's actions have loaded.
    await userEvent.click(await detail.findByRole('button', { name: 'Download certificate' }))
    await waitFor(() =>
      expect(saved).toEqual([{ name: `certificate-of-employment-${id}.pdf`, type: 'application/pdf' }]),
    )

    server.use(
      http.get(`${certificatesUrl}/${id}/download`, () =>
        HttpResponse.json({ message: 'The PDF service is down.' }, { status: 503 }),
      ),
    )
    // Until the first download has settled, the button says "Downloading…".
    await userEvent.click(await detail.findByRole('button', { name: 'Download certificate' }))
    expect(
      await detail.findByText('The certificate could not be downloaded: The PDF service is down. Try again.'),
    ).toHaveProperty('role', 'alert')
    expect(saved).toHaveLength(1)
  })

  it('offers no download before HR approves', async () => {
    const id = await filed()
    await openCertificates(`/certificate?request=${id}`)
    const detail = within(await screen.findByRole('dialog', { name: 'Certificate of employment request' }))
    expect(await detail.findByRole('button', { name: 'Cancel request' })).toBeTruthy()
    expect(detail.getByText('Compensation').nextSibling?.textContent).toBe('Asked for the monthly basic pay')
    expect(detail.queryByRole('button', { name: 'Download certificate' })).toBeNull()
  })

  it('shows a failed list with Retry', async () => {
    await filed()
    server.use(
      http.get(
        certificatesUrl,
        () => HttpResponse.json({ message: 'Server Error', data: null, errors: null }, { status: 500 }),
        { once: true },
      ),
    )
    await openCertificates()
    expect(await screen.findByText('The certificate requests could not be loaded.', {}, { timeout: 8000 })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(summary().textContent).toBe('Showing 1–1 of 1'), { timeout: 8000 })
  })
})

describe('/certificate: the request form', { timeout: 40_000 }, () => {
  it('asks "other" for its purpose in words, and files the request: its detail opens and the list has it', async () => {
    await openCertificates()
    await userEvent.click(screen.getByRole('button', { name: 'Request a certificate' }))
    const form = within(await screen.findByRole('dialog', { name: 'Request a certificate' }))
    await form.findByRole('button', { name: 'File certificate request' })

    await userEvent.click(form.getByRole('button', { name: 'File certificate request' }))
    expect(await form.findByText('Choose a purpose from the list.')).toBeTruthy()
    expect(form.getByText('The needed by date must be a date (YYYY-MM-DD).')).toBeTruthy()

    await choose('Purpose', 'Other')
    await userEvent.click(form.getByRole('button', { name: 'File certificate request' }))
    expect(await form.findByText('Say what the certificate is for when the purpose is Other.')).toBeTruthy()
    expect(form.getByRole('textbox', { name: 'What is it for?' }).getAttribute('aria-invalid')).toBe('true')

    await userEvent.type(form.getByRole('textbox', { name: 'What is it for?' }), 'Condominium association')
    await userEvent.type(form.getByRole('textbox', { name: 'Addressed to (optional)' }), 'Avida Towers Admin')
    await choose('Compensation', 'Show my monthly basic pay')
    await choose('Copies', '3')
    await userEvent.click(form.getByRole('combobox', { name: 'Needed by' }))
    await screen.findByRole('grid')
    // Days before today cannot be chosen: a certificate cannot be made for a day gone.
    expect(day('2026-11-20').disabled).toBe(true)
    await userEvent.click(day('2026-11-27'))
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull())
    await userEvent.click(form.getByRole('button', { name: 'File certificate request' }))

    const detail = within(
      await screen.findByRole('dialog', { name: 'Certificate of employment request' }, { timeout: 8000 }),
    )
    expect((await detail.findByText('Purpose')).nextSibling?.textContent).toBe('Condominium association')
    expect(detail.getByText('Addressed to').nextSibling?.textContent).toBe('Avida Towers Admin')
    expect(detail.getByText('Copies').nextSibling?.textContent).toBe('3 copies')
    expect(detail.getByText('Needed by').nextSibling?.textContent).toBe('27 Nov 2026')
    expect(detail.getAllByText('Pending').length).toBeGreaterThan(0)
    await waitFor(() => expect(rows()[0]?.textContent).toContain('Condominium association'), { timeout: 8000 })
  })
})
