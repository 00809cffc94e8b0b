import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setOffline } from '@mocks/injected-faults'
// Renamed: in src/ the react-hooks lint takes any use* call for a React hook.
import { useMockServer as runMockServerAroundEachTest } from '@mocks/test/use-mock-server'
import { useSeedAt as seedOnMonday23November } from '@mocks/test/use-seed-at'
import { queryClient } from '@/app/query-client'
import { renderApp, renderPage } from '@/app/testing/render-app'
import { chooseToKeepAnswers, keepsAnswers } from '@/lib/kept-answers/kept-answers-choice'
import { deleteKeptAnswers, keptAnswersOf } from '@/lib/kept-answers/kept-answers-store'
import { sessionStore } from '@/session/session-store'
import { signOut } from '@/session/sign-out'
import { signIn, signInEachTest } from '@/test/signed-in'

// Reading offline (docs/product/offline.md#reading-offline) against the real mock, seeded on Monday 23 November
// 2026: Maria Santos has 10 expense requests (mocks/seed/expense.ts), the 5th an item still pending.
runMockServerAroundEachTest()
seedOnMonday23November()
const session = signInEachTest('regular')
const maria = () => String(session().user.id)
// The files of a worker share one IndexedDB (vite.config.ts): nothing kept here reaches another file.
afterEach(async () => {
  setOffline(false)
  await deleteKeptAnswers(maria())
})

const monitor = 5
const summary = () => screen.getByText(/^Showing \d+–\d+ of \d+$/)
async function shows(text: string) {
  await waitFor(() => expect(summary().textContent).toBe(text), { timeout: 8000 })
}
const mark = () => screen.queryByText(/^Offline: as of /)

/** Turns the choice on as the person does, on Account Settings. */
async function keepMyData() {
  const view = await renderPage('/settings', 'Account Settings')
  const choice = await screen.findByRole('switch', { name: 'Keep my data on this phone for offline use' })
  expect(choice.getAttribute('aria-checked')).toBe('false')
  await userEvent.click(choice)
  expect(choice.getAttribute('aria-checked')).toBe('true')
  view.unmount()
}

/** The expense list and the pending item's detail, read online. */
async function openTheMonitorOnline() {
  const view = renderApp(`/item?request=${monitor}`)
  await shows('Showing 1–10 of 10')
  await within(await screen.findByRole('dialog', { name: 'Item request' })).findByRole('button', {
    name: 'Cancel request',
  })
  return view
}

/** What the phone keeps for the person, as query keys. */
async function keptKeys(person: string): Promise<string[]> {
  const kept = await keptAnswersOf(person)
  return (kept?.clientState.queries ?? []).map((query) => JSON.stringify(query.queryKey))
}

/**
 * The app starts again a minute later with no line, the same person signed in: what it shows comes from this phone,
 * and what it reads again gets no answer. The browser still says it is online, as it does on a dropped prepaid line.
 */
function restartOffline() {
  const realNow = Date.now.bind(Date)
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 60_000) // past the cache's 30 s, answers are read again
  const { user, token } = sessionStore.getState()
  sessionStore.signOut() // as a closed tab loses its memory: the cache goes, the phone's IndexedDB stays
  queryClient.clear()
  setOffline(true)
  sessionStore.signIn({ user: user!, token: token!, userType: 'employee' })
}

describe('reading offline', { timeout: 60_000 }, () => {
  it('keeps nothing on this phone while the choice is off (the default)', async () => {
    const view = await openTheMonitorOnline()
    // Past the keeping's write interval: a write, had there been one, would have landed.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await keptAnswersOf(maria())).toBeUndefined()
    view.unmount()

    restartOffline()
    renderApp('/item')
    expect(await screen.findByText('The expense requests could not be loaded.', {}, { timeout: 15_000 })).toBeTruthy()
    expect(mark()).toBeNull()
  })

  it('on, shows a page read online again offline, marked with its time, its server actions disabled, until the line returns', async () => {
    await keepMyData()
    const view = await openTheMonitorOnline()
    await waitFor(async () => expect(await keptKeys(maria())).toContain(JSON.stringify(['expense', 'detail', monitor])))
    view.unmount()

    restartOffline()
    renderApp(`/item?request=${monitor}`)
    await shows('Showing 1–10 of 10')
    await waitFor(() => expect(mark()).not.toBeNull(), { timeout: 8000 })
    const detail = within(screen.getByRole('dialog', { name: 'Item request' }))
    const cancel = detail.getByRole('button', { name: 'Cancel request' })
    expect(cancel.hasAttribute('disabled')).toBe(true)
    expect(document.getElementById(cancel.getAttribute('aria-describedby')!)?.textContent).toBe('Needs a connection')
    // Filing still works offline: the outbox takes it (docs/product/offline.md#the-outbox).
    expect(screen.getByRole('button', { name: 'File an expense request', hidden: true }).hasAttribute('disabled')).toBe(
      false,
    )

    // The line returns (the browser had said online all along): the page reads again, the mark goes, Cancel works.
    setOffline(false)
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(mark()).toBeNull(), { timeout: 8000 })
    await waitFor(() =>
      expect(detail.getByRole('button', { name: 'Cancel request' }).hasAttribute('disabled')).toBe(false),
    )
  })

  it('on, shows the payslip list offline with its amounts still hidden, and no payslip to open', async () => {
    await keepMyData()
    const view = await renderPage('/payslip', 'Payslip')
    await shows('Showing 1–10 of 27')
    await waitFor(async () => expect(await keptKeys(maria())).toContain(JSON.stringify(['payslip', 'latest'])))
    view.unmount()

    restartOffline()
    renderApp('/payslip')
    await shows('Showing 1–10 of 27')
    await waitFor(() => expect(mark()).not.toBeNull(), { timeout: 8000 })
    expect(screen.queryAllByText(/₱[\d,]+\.\d\d/)).toHaveLength(0)
    // The latest payslip's card and the list's first row both offer it.
    const opens = screen.getAllByRole('link', { name: 'View payslip for 1–15 Nov 2026', hidden: true })
    expect(opens).toHaveLength(2)
    for (const open of opens) {
      expect(open.getAttribute('aria-disabled')).toBe('true')
      expect(document.getElementById(open.getAttribute('aria-describedby')!)?.textContent).toBe('Needs a connection')
    }
  })

  it('turning it off deletes what was kept', async () => {
    await keepMyData()
    const view = await openTheMonitorOnline()
    await waitFor(async () => expect((await keptKeys(maria())).length).toBeGreaterThan(0))
    view.unmount()

    await renderPage('/settings', 'Account Settings')
    await userEvent.click(await screen.findByRole('switch', { name: 'Keep my data on this phone for offline use' }))
    await waitFor(async () => expect(await keptAnswersOf(maria())).toBeUndefined())
    expect(keepsAnswers(maria())).toBe(false)
  })

  it('a chosen Sign Out removes what was kept, and the choice', async () => {
    await keepMyData()
    const view = await openTheMonitorOnline()
    await waitFor(async () => expect((await keptKeys(maria())).length).toBeGreaterThan(0))
    view.unmount()

    await signOut()
    expect(await keptAnswersOf(maria())).toBeUndefined()
    expect(keepsAnswers(maria())).toBe(false)
  })

  it('another person signing in on this phone sees nothing of the first', async () => {
    await keepMyData()
    const view = await openTheMonitorOnline()
    await waitFor(async () => expect((await keptKeys(maria())).length).toBeGreaterThan(0))
    view.unmount()

    // Maria's session ends without her choosing it (the idle timeout): what she kept stays for her return.
    sessionStore.signOut('Your session has expired. Please log in again.')
    const other = await signIn('probationary')
    const him = String(other.user.id)
    // He keeps his own answers too: what comes back on this phone is his alone.
    chooseToKeepAnswers(him, true)
    setOffline(true)
    renderApp('/notifications')
    expect(await screen.findByText('The notifications could not be loaded.', {}, { timeout: 15_000 })).toBeTruthy()
    expect(mark()).toBeNull()
    expect(queryClient.getQueryCache().findAll({ queryKey: ['expense'] })).toEqual([])
    expect(await keptKeys(him)).not.toContain(JSON.stringify(['expense', 'detail', monitor]))
    expect(await keptKeys(maria())).not.toEqual([])
    await deleteKeptAnswers(him)
  })
})
