import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { control } from '@mocks/control-api'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { leaveIdOf, userIdOf } from '@mocks/test/seeded'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { queryClient } from '@/app/query-client'
import { renderPage } from '@/app/testing/render-app'
import { signInEachTest } from '@/test/signed-in'

// /privacy/activity against the real mock, seeded on Monday 23 November 2026. Each test starts Maria's
// log empty and adds what it needs: HR's decisions (the control API) or entries written to the table.
runMockServerAroundEachTest()
seedOnMonday23November()

signInEachTest('regular')
beforeEach(() => {
  db.access_log.deleteMany({ where: { user_id: { equals: userIdOf('regular') } } })
})

const apiUrl = (path: string) => `${window.location.origin}/api/v1/employee${path}`
const summary = () => screen.getByText(/^Showing \d+–\d+ of \d+$/)
async function shows(text: string) {
  await waitFor(() => expect(summary().textContent).toBe(text), { timeout: 8000 })
}
const rows = () =>
  within(screen.getByRole('table', { name: 'Access log', hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)

async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** `count` entries for Maria, a minute apart, the last the newest: payroll's reads, every third her own sign-in. */
function addEntries(count: number) {
  for (let index = 0; index < count; index++) {
    const own = index % 3 === 0
    db.access_log.create({
      user_id: userIdOf('regular'),
      at: new Date(Date.UTC(2026, 10, 22, 1, index)).toISOString(),
      actor_name: own ? 'Maria Santos' : 'Carmela Aquino',
      actor_role: own ? 'self' : 'payroll',
      category: own ? 'sign_ins' : 'bank',
      action: own ? 'sign_in' : 'read',
      record: `record ${index + 1}`,
      purpose: own ? 'To use Empleo.' : 'To send your salary to your bank.',
    })
  }
}

describe('/privacy/activity', { timeout: 30_000 }, () => {
  it("shows HR's approval of a leave: what, who in what role, the data, why and when", async () => {
    const id = leaveIdOf('regular', 'pending')
    await control.approveLeave(id)
    await renderPage('/privacy/activity', 'Who saw my data')
    await shows('Showing 1–1 of 1')
    const row = within(rows()[0]!)
    expect(row.getByText('Approved')).toBeTruthy()
    expect(row.getByText(`leave request #${id}`)).toBeTruthy()
    expect(row.getByText('Carmela Aquino, HR')).toBeTruthy()
    expect(row.getByText('Leave')).toBeTruthy()
    expect(row.getByText('To decide on your leave request.')).toBeTruthy()
    expect(screen.getByRole('link', { name: '← Privacy' }).getAttribute('href')).toBe('/privacy')
  })

  it('lists newest first, pages, and filters by data and by who in the URL, back at page 1', async () => {
    addEntries(12)
    const { router } = await renderPage('/privacy/activity', 'Who saw my data')
    await shows('Showing 1–10 of 12')
    expect(within(rows()[0]!).getByText('record 12')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }))
    await shows('Showing 11–12 of 12')
    expect(within(rows()[1]!).getByText('record 1')).toBeTruthy()
    expect(within(rows()[1]!).getByText('Maria Santos (you)')).toBeTruthy()

    await choose('Who', 'Payroll')
    await waitFor(() => expect(router.state.location.search).toEqual({ actor_role: 'payroll' }))
    await shows('Showing 1–8 of 8')
    await choose('Data', 'Bank account')
    await waitFor(() => expect(router.state.location.search).toEqual({ actor_role: 'payroll', category: 'bank' }))
    await shows('Showing 1–8 of 8')
  })

  it('reads the filters from the URL and says when nothing matches, until they are cleared', async () => {
    addEntries(2)
    await renderPage('/privacy/activity?actor_role=administrator', 'Who saw my data')
    expect(
      await screen.findByText('Nothing in your access log matches these filters.', {}, { timeout: 8000 }),
    ).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Who' }).textContent).toBe('Administrator')
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await shows('Showing 1–2 of 2')
  })

  it('shows placeholders while loading, then says so when the log cannot be loaded, and when it is empty', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(apiUrl('/privacy/access-log'), async () => {
        await held
        await delay(0)
        return HttpResponse.json({ message: 'The access log is down.' }, { status: 503 })
      }),
    )
    await renderPage('/privacy/activity', 'Who saw my data')
    const table = await screen.findByRole('table', { name: 'Access log' })
    expect(table.closest('[aria-busy="true"]')).not.toBeNull()
    release()
    expect(await screen.findByText('The access log could not be loaded.', {}, { timeout: 8000 })).toBeTruthy()

    server.resetHandlers()
    await act(() => queryClient.invalidateQueries())
    expect(await screen.findByText(/Nobody else has opened your data yet/, {}, { timeout: 8000 })).toBeTruthy()
  })
})
