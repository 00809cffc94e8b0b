import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { control, server } from '@mocks/node'
import { db } from '@mocks/db'
import { appendStatusChange } from '@mocks/db/requests'
import { userIdOf } from '@mocks/test/seeded'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { renderApp } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'

// /privacy/corrections against the real mock, seeded on Monday 23 November 2026 at 09:00 in Manila:
// Maria Santos has asked for no correction yet.
runMockServerAroundEachTest()
seedOnMonday23November()
signInEachTest('regular')

const correctionsUrl = `${window.location.origin}/api/v1/employee/correction-requests`
const summary = () => screen.getByText(/^Showing \d+–\d+ of \d+$/)

async function openCorrections(path = '/privacy/corrections') {
  const view = renderApp(path)
  // The first visit loads the page's chunks, which takes a few seconds on two cores.
  await screen.findByRole('heading', { level: 1, name: 'Corrections', hidden: true }, { timeout: 15_000 })
  return view
}

/**
 * A TIN correction as the form files it, written straight to the mock: a file sent from jsdom reaches the
 * mock as another realm's File, which its schema refuses (the e2e journey files one through the form).
 */
function filed() {
  const at = '2026-11-23T01:00:00.000Z'
  const row = db.correction_request.create({
    user_id: userIdOf('regular'),
    field: 'tin',
    value: '123456789012',
    reason: 'The branch code was typed wrong.',
    status: 'pending',
    submission_digest: 'app-test',
    created_at: at,
    updated_at: at,
  })
  appendStatusChange('correction', row.id, { status: 'pending', by: 'Maria Santos', at })
  return row.id
}

describe('/privacy/corrections: the list and a request’s detail', { timeout: 30_000 }, () => {
  it('shows placeholders while loading, says so when the list fails with Retry, and when nothing was asked', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(
        correctionsUrl,
        async () => {
          await held
          await delay(0)
          return HttpResponse.json({ message: 'Server Error', data: null, errors: null }, { status: 500 })
        },
        { once: true },
      ),
    )
    await openCorrections()
    const table = await screen.findByRole('table', { name: 'Correction requests', hidden: true })
    expect(table.closest('[aria-busy="true"]')).not.toBeNull()
    release()
    expect(await screen.findByText('The correction requests could not be loaded.', {}, { timeout: 8000 })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('You have not asked for a correction yet.', {}, { timeout: 8000 })).toBeTruthy()
  })

  it('shows a government number masked in the list and the detail, never in full', async () => {
    const id = filed()
    await openCorrections(`/privacy/corrections?request=${id}`)
    const detail = within(await screen.findByRole('dialog', { name: 'TIN correction request' }))
    expect((await detail.findByText('Field')).nextSibling?.textContent).toBe('TIN')
    const value = detail.getByText('Corrected value').nextSibling?.textContent
    expect(value).toBe('•••-•••-••9-012TIN ending in 9012')
    expect(detail.getByText('Reason').nextSibling?.textContent).toBe('The branch code was typed wrong.')
    expect(document.body.textContent).not.toContain('123456789012')
    await waitFor(() => expect(summary().textContent).toBe('Showing 1–1 of 1'), { timeout: 8000 })
  })

  it('shows HR’s approval, and offers to ask for its cancellation', async () => {
    const id = filed()
    await control.approveCorrection(id)
    await openCorrections(`/privacy/corrections?request=${id}`)
    const detail = within(await screen.findByRole('dialog', { name: 'TIN correction request' }))
    expect(await detail.findByRole('button', { name: 'Ask to cancel' })).toBeTruthy()
    expect(detail.getAllByText('Approved').length).toBeGreaterThan(0)
  })
})

describe('/privacy/corrections: the form', { timeout: 40_000 }, () => {
  it('opens on the field the profile chose, and shows the onboarding message under the value', async () => {
    await openCorrections('/privacy/corrections?new=true&field=tin')
    const form = within(await screen.findByRole('dialog', { name: 'Ask for a correction' }))
    await form.findByRole('button', { name: 'File correction request' })
    expect(form.getByRole('combobox', { name: 'What to correct' }).textContent).toContain('TIN')

    await userEvent.type(form.getByRole('textbox', { name: 'Corrected value' }), '12345')
    await userEvent.click(form.getByRole('button', { name: 'File correction request' }))
    expect(await form.findByText('The TIN must be 9 digits, or 12 with the branch code.')).toBeTruthy()
    expect(form.getByRole('textbox', { name: 'Corrected value' }).getAttribute('aria-invalid')).toBe('true')
    expect(form.getByText('The reason field is required.')).toBeTruthy()
    expect(
      form.getByText('Attach a document that shows the correct value, such as a PSA certificate or an ID.'),
    ).toBeTruthy()
  })
})
